/**
 * The operations' write calls on the typed client: an operation's request body and answer are the OpenAPI document's
 * (`@navnebase/api-client`, generated from the API's DTOs, which implement the contracts of `@navnebase/domain`), so a body
 * with a field the API does not take, or a missing required one, does not compile. The calls go through `api` (and so
 * `request`): X-CSRF on every call, errors as ApiError with the problem JSON.
 */
import { operationPath, type NameAttribute, type NomenclaturalStatus, type OperationContracts, type OperationName } from '@navnebase/domain';
import type { paths } from '@navnebase/api-client';
import { api } from '../../api/client';

type OperationOf<K extends OperationName> = paths[`/api/v1/TaxonomicOperations/${K}`][OperationContracts[K]['method']];

/** The JSON body of an operation, as the OpenAPI document describes it. */
export type OperationBody<K extends OperationName> =
  OperationOf<K> extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never;

/** The success answer of an operation, as the OpenAPI document describes it. */
export type OperationReply<K extends OperationName> =
  OperationOf<K> extends { responses: { 200: { content: { 'application/json': infer Reply } } } } ? Reply : never;

const METHODS: { readonly [K in OperationName]: OperationContracts[K]['method'] } = {
  AddTaxon: 'post',
  EditScientificName: 'put',
  UpdateVernacularNames: 'post',
  Synonymize: 'post',
  Swap: 'post',
  SwapTaxon: 'post',
  Split: 'post',
  TransferParent: 'post',
  Delete: 'delete',
};

/** Sends an operation's body (with the command id the caller put in it) and answers the operation's reply. */
export const sendOperation = async <K extends OperationName>(operation: K, body: OperationBody<K>): Promise<OperationReply<K>> => {
  // (each path and method pair is checked above through OperationBody/OperationReply; the client's overloads cannot
  // follow a generic operation name, so the call itself is made on the untyped signature)
  const init = { body } as never;
  const path = operationPath(operation) as never;
  const method = METHODS[operation];
  const call = method === 'put' ? api.PUT(path, init) : method === 'delete' ? api.DELETE(path, init) : api.POST(path, init);
  return (await call).data as OperationReply<K>;
};

/**
 * The nomenclatural statuses and attributes a form holds (read from the API's answers, whose types name the domain's
 * lists, or chosen in the forms), as the fields of an operation's body: left out when the form has none.
 */
export const sentStatusFields = (
  fields: { readonly nomenclaturalStatus?: readonly NomenclaturalStatus[]; readonly attributes?: readonly NameAttribute[] } | undefined,
) =>
  fields === undefined
    ? {}
    : {
        ...(fields.nomenclaturalStatus !== undefined ? { nomenclaturalStatus: [...fields.nomenclaturalStatus] } : {}),
        ...(fields.attributes !== undefined ? { attributes: [...fields.attributes] } : {}),
      };
