import { idParam } from '../../lib/listPage/urlParams';

/**
 * The entry pane's address state (under `item.`): the chosen dictionary is its filter, so choosing
 * another goes back to page 1 and clears the entry selection.
 */
export const ENTRY_FILTERS = { parent: idParam } as const;
