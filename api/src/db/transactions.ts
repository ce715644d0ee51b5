/**
 * Write transactions (see ./store.ts): `writeTx` for every write that must be atomic, `moneyTx` for the
 * ones that move money or points, whose commit must also survive a power cut.
 */
export { moneyTx, writeTx } from "./store";
