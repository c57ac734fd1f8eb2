import type { Db } from "../db/open-database.js";

/** Carries a refusal out of the transaction it rolls back; only `refusableTransaction` throws and catches it. */
class Refused extends Error {
  override name = "Refused";

  constructor(
    readonly outcome: unknown,
    readonly call: symbol,
  ) {
    super("refused: the transaction rolls back");
  }
}

/**
 * Runs `work` in a transaction of `db` and answers its outcome. `refuse(outcome)` inside the work throws, so the
 * transaction rolls back whatever it wrote so far (a refusal never commits half a change), and the call then
 * answers that outcome instead. Any other error rolls back and propagates as usual.
 */
export async function refusableTransaction<Outcome>(
  db: Db,
  work: (tx: Db, refuse: (outcome: Outcome) => never) => Promise<Outcome>,
): Promise<Outcome> {
  const call = Symbol("refusable transaction");
  const refuse = (outcome: Outcome): never => {
    throw new Refused(outcome, call);
  };
  try {
    return await db.transaction((tx) => work(tx, refuse));
  } catch (error) {
    if (error instanceof Refused && error.call === call) return error.outcome as Outcome;
    throw error;
  }
}
