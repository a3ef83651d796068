// BladeX-Tool's `blade.jackson.null-to-empty` (on by default): a null is never written as null but as the
// empty value of the property's declared type (BladeBeanSerializerModifier); ids are strings
// (ToStringSerializer), dates `yyyy-MM-dd HH:mm:ss` (JacksonConfiguration).
import { formatDateTime } from '../../world/clock';
import { declaredType, type Declared } from './declaredType';

type Schema = Record<string, unknown>;

/**
 * The value BladeX writes for a null of this declared type: String and dates "", any Number -1 (a null
 * Long id too: the null writer is the Number one, so the *number* -1), Boolean false, arrays and
 * collections [], any other object {}. `inMap`: a null inside a Map (a Kv) or a list is "" whatever
 * it stands for (setNullValueSerializer).
 */
export function emptyFor(declared: Declared, inMap = false): unknown {
  if (inMap) return '';
  switch (declared.kind) {
    case 'id':
    case 'number':
      return -1;
    case 'string':
    case 'date':
      return '';
    case 'boolean':
      return false;
    case 'array':
      return [];
    default:
      return {};
  }
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A non-null value at a declared place: a numeric id as a string, an ISO time as BladeX's pattern. */
function writeScalar(value: unknown, declared: Declared): unknown {
  if (declared.kind === 'id' && typeof value === 'number') return String(value);
  if (declared.kind === 'date' && typeof value === 'string' && ISO_TIME.test(value)) {
    const time = new Date(value);
    return Number.isNaN(time.getTime()) ? value : formatDateTime(time);
  }
  return value;
}

/**
 * `value` as BladeX writes it, by the contract's `schema` at that place: a field of a bean that `value`
 * leaves out is written too, as a null (Jackson writes every field of a bean, set or not). A property the schema does not
 * declare, or any entry of a schema without properties, is a map entry (a null there is ""). With no
 * schema at all (an untyped value, R's erased `data`) a null is {}.
 */
export function writeNulls(value: unknown, schema: Schema | undefined, doc: unknown, inMap = false, allFields = true): unknown {
  const declared = declaredType(schema, doc);
  if (value === null || value === undefined) return emptyFor(declared, inMap);
  if (Array.isArray(value)) return value.map((item) => writeNulls(item, declared.items, doc, true, allFields));
  if (typeof value !== 'object') return writeScalar(value, declared);
  const entries = Object.entries(value as Record<string, unknown>).map(([key, entry]) => {
    const property = declared.properties?.[key];
    return [key, writeNulls(entry, property, doc, !property, allFields)] as const;
  });
  // A bean writes every field: one the world leaves unset is a null in Java, written as its stand-in.
  // `allFields` false: the reply's rule wrote the bean's own fields, which the contract's schema outnumbers.
  const unset = allFields ? Object.entries(declared.fields ?? {}).filter(([key]) => !Object.hasOwn(value, key)) : [];
  return Object.fromEntries([...entries, ...unset.map(([key, field]) => [key, emptyFor(declaredType(field, doc))] as const)]);
}
