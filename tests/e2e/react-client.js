// react.test.js's client bundle: hydrates the server-rendered post, and
// keeps, for the test, the elements the server's HTML made (to tell that
// React adopted them rather than making new ones) and every error React
// recovered from (a hydration mismatch re-renders on the client).
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Post } from './react-post.js';

window.__served = [...document.querySelectorAll('path-race')];
window.__recovered = [];
hydrateRoot(document.getElementById('post'), createElement(Post), {
  onRecoverableError: (error) => window.__recovered.push(String(error?.message ?? error)),
});
