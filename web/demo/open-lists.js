// Each panel's sentence for its next step and its open list, on the page:
// the race core's OpenListPanels (../race/open-list-panels.js, which the
// element shows too) in the page's panels. The sentences are drawn from the
// race's first frame; the tables (../race/open-list-table.js) come with the
// parts of the page that load after it (deferred.js), handed over by
// showTables().
import { OpenListPanels } from '../race/open-list-panels.js';
import { $ } from './elements.js';

export class OpenLists extends OpenListPanels {
  #panels;

  /** `messages`: the page's language at start (setMessages() changes it). */
  constructor(session, view, panels, messages) {
    super({
      race: () => session.race,
      view,
      sentences: panels.map((p) => $('[data-role="sentence"]', p)),
      messages,
    });
    this.#panels = panels;
  }

  /** Draws each panel's open list from now on, as an `OpenListTable` (../race/open-list-table.js). */
  showTables(OpenListTable) {
    super.showTables(
      OpenListTable,
      this.#panels.map((p) => $('[data-role="open-list"]', p)),
    );
  }
}
