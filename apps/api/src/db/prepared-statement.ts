import { entityKind, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./open-database.js";

/** What drizzle's `.prepare(name)` gives: a query built once, run with its placeholders' values. */
interface PreparedQuery<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/** The driver session inside a database or transaction handle (drizzle's `_` is internal, but stable here). */
interface SessionHandle {
  _: { session: { client: unknown } };
}

/** A node-postgres pool or pool client, as drizzle's prepared queries call it. */
interface NodePgClient {
  query(config: unknown, values?: unknown): Promise<unknown>;
}

/** Each node-postgres client's view that passes query configs by inheritance (`inheritingConfigs`). */
const inheriting = new WeakMap<object, NodePgClient>();

/**
 * `client` for drizzle's node-postgres prepared queries, minus one copy. node-postgres copies every query's
 * config object property by property through their descriptors (`cloneQueryConfig`), a slow path of V8 that
 * cost about as much as the rest of the driver's work on a run; an object with no properties of its own that
 * inherits the config is copied at no cost and reads the same.
 */
function inheritingConfigs(client: NodePgClient): NodePgClient {
  let view = inheriting.get(client);
  if (!view) {
    view = {
      query: (config, values) =>
        client.query(typeof config === "object" && config !== null ? Object.create(config) : config, values),
    };
    inheriting.set(client, view);
  }
  return view;
}

/**
 * Whether a prepared query is node-postgres's, whose client takes a config object (PGlite's takes the SQL text
 * and its config apart, and copies nothing).
 */
const isNodePg = (query: object) =>
  (query.constructor as { [entityKind]?: string })[entityKind] === "NodePgPreparedQuery";

/**
 * A query whose SQL drizzle builds once per process, run as a named statement (PostgreSQL parses and plans
 * it once per connection), on the pool or inside a transaction. Drizzle otherwise rebuilds a query's SQL on
 * every run: under load that was a third of the API's CPU time. `build` writes the query against the handle
 * it is given with `sql.placeholder(name)` for every value, and ends with `.prepare(name)`; each run passes
 * the values.
 *
 * A prepared query keeps the client it was built with: a run on another handle (a transaction, another
 * database in tests) uses a view of it with that handle's client, so the statement runs where it is asked.
 */
export function preparedStatement<Result>(
  build: (db: Db) => PreparedQuery<Result>,
): (db: Db, values?: Record<string, unknown>) => Promise<Result> {
  // One per kind of driver session (node-postgres, PGlite), as their prepared queries differ.
  const built = new Map<unknown, PreparedQuery<Result> & { client: unknown }>();
  return (db, values) => {
    const { session } = (db as unknown as SessionHandle)._;
    const kind = Object.getPrototypeOf(session);
    let base = built.get(kind);
    if (!base) {
      base = build(db) as PreparedQuery<Result> & { client: unknown };
      if (isNodePg(base)) base.client = inheritingConfigs(base.client as NodePgClient);
      built.set(kind, base);
    }
    const client = isNodePg(base) ? inheritingConfigs(session.client as NodePgClient) : session.client;
    if (base.client === client) return base.execute(values);
    const onHandle = Object.create(base) as typeof base;
    onHandle.client = client;
    return onHandle.execute(values);
  };
}

const dialect = new PgDialect();

/**
 * `preparedStatement` for a statement drizzle's builders cannot write (a create with its checks in one
 * statement): its rows come back as arrays of values, in the select list's order, given to `mapRows`.
 */
export function preparedSql<Row>(
  name: string,
  statement: SQL,
  mapRows: (rows: unknown[][]) => Row[],
): (db: Db, values?: Record<string, unknown>) => Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  return preparedStatement((db) =>
    db._.session.prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(
      query,
      undefined,
      name,
      true,
      mapRows,
    ),
  );
}
