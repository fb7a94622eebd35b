import { createContext } from 'react';

/**
 * The query of the address the server renders (`?number_of_windows=3-5`): the price guide's GET
 * form reads it, so the estimate works without JavaScript. Only the server sets
 * it; the islands never read it.
 */
export const RequestSearchContext = createContext<URLSearchParams>(new URLSearchParams());
