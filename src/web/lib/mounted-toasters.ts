/**
 * How many Toasters are on the page: the toast helper mounts one of its own only when there
 * is none. Its own module, below both the helper and the Toaster, so neither imports the other.
 */
export const mountedToasters = { count: 0 };
