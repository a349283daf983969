/** Snap's Marketing API entities (the catalogue) and the request paths built from it. */
export * from './entities';
export * from './paths';
