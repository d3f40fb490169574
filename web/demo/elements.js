// The page's elements, found once by their selectors in index.html.

/** The first element matching `selector` within `root` (the page by default). */
export const $ = (selector, root = document) => root.querySelector(selector);
