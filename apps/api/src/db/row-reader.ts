/** A field of a row read from an array of values: its name, and whether the value is a timestamp to make a Date of. */
export interface RowField {
  key: string;
  /** The value is milliseconds since the epoch (or null), read as a Date. */
  date?: boolean;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * A function reading a row given as an array of values (a statement run in array mode) into an object with
 * `fields` as its properties, in that order, the values at their index: one object literal with every
 * property at once, compiled from the field names. An object built by assigning computed keys one at a
 * time costs a generic keyed store per field on every row, and every later reader of it (presenting,
 * serializing) a generic lookup too; on the alerts list that was most of the list's own CPU time
 * (docs/decisions/api-budget-against-bare-select.md).
 */
export function compileRowReader<Row>(fields: readonly RowField[]): (values: readonly unknown[]) => Row {
  const properties = fields.map(({ key, date }, i) => {
    if (!IDENTIFIER.test(key) || key === "__proto__")
      throw new Error(`a row field must be an identifier, not ${JSON.stringify(key)}`);
    const value = date ? `v[${i}] === null ? null : new Date(v[${i}])` : `v[${i}]`;
    return `${key}: ${value}`;
  });
  // The names are checked identifiers of our own schema: nothing from a request reaches this source.
  return new Function("v", `return { ${properties.join(", ")} };`) as (values: readonly unknown[]) => Row;
}
