import 'pathrace/element';
import './probe.js';
