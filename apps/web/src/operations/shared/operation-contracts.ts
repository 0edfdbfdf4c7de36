/**
 * The compiler's check that the OpenAPI document (from which the web app's operation types are generated) says what
 * the operations' contracts of `@navnebase/domain` say: every request a contract allows is a body the document
 * accepts, the document's body names no field the contract lacks, and every answer the document describes is the
 * contract's answer. A DTO decorator that drifts from its contract fails `tsc -p apps/web` here.
 */
import type { OperationAnswerOf, OperationName, OperationRequestOf } from '@navnebase/domain';
import type { OperationBody, OperationReply } from './operation-client';

/** The same type without `readonly` (the generated types have mutable arrays). */
type Writable<T> = T extends number | string | boolean | null | undefined
  ? T
  : T extends readonly (infer U)[]
    ? Writable<U>[]
    : { -readonly [K in keyof T]: Writable<T[K]> };

type Holds<Condition extends true> = Condition;
type Assignable<From, To> = [From] extends [To] ? true : false;
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;

type RequestsAgree<K extends OperationName> = Assignable<Writable<OperationRequestOf<K>>, OperationBody<K>>;
type FieldsAgree<K extends OperationName> = SameKeys<OperationRequestOf<K>, OperationBody<K>>;
type AnswersAgree<K extends OperationName> = Assignable<OperationReply<K>, OperationAnswerOf<K>>;

type Agree<K extends OperationName> = [RequestsAgree<K>, FieldsAgree<K>, AnswersAgree<K>] extends [true, true, true] ? true : false;

export type OperationContractsAgree = [
  Holds<Agree<'AddTaxon'>>,
  Holds<Agree<'EditScientificName'>>,
  Holds<Agree<'UpdateVernacularNames'>>,
  Holds<Agree<'Synonymize'>>,
  Holds<Agree<'Swap'>>,
  Holds<Agree<'SwapTaxon'>>,
  Holds<Agree<'Split'>>,
  Holds<Agree<'TransferParent'>>,
  Holds<Agree<'Delete'>>,
];
