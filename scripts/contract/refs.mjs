// Local references of a bundled contract (`#/components/schemas/Name`), read as JSON pointers.

/** The unescaped segments of a local reference: `#/a~1b/c` is ['a/b', 'c']. */
export const refParts = (ref) => ref.slice(2).split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The value a local reference points to in the document, or undefined. */
export const followRef = (doc, ref) => (ref.startsWith('#/') ? refParts(ref).reduce((node, part) => node?.[part], doc) : undefined);
