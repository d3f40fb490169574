// The element's own words, added to the race core's catalogue when the
// element is: English at once, Chinese with the rest of the Chinese words.
// Every module that says an `element.*` message imports this one for that
// effect (package.json lists it under sideEffects, so no bundler drops it).
import en from './element-messages/en.js';
import { addBuiltInMessages } from '../race/messages.js';

addBuiltInMessages(en, { 'zh-CN': () => import('./element-messages/zh-CN.js') });
