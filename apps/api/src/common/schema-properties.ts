import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';

/**
 * Short forms of the swagger property decorators for the response classes (each class `implements` the read model's
 * interface it describes, so a field the code adds or renames without the document fails to compile).
 */
type Options = Omit<ApiPropertyOptions, 'type'> & { readonly optional?: boolean };

const property = (schema: Record<string, unknown>, { optional, ...options }: Options = {}) =>
  (optional ? ApiPropertyOptional : ApiProperty)({ ...schema, ...options } as ApiPropertyOptions);

export const Int = (options?: Options) => property({ type: 'integer' }, options);
export const Num = (options?: Options) => property({ type: 'number' }, options);
export const Str = (options?: Options) => property({ type: 'string' }, options);
export const Bool = (options?: Options) => property({ type: 'boolean' }, options);
/** A list of strings, or of another response class. */
export const List = (items: 'string' | 'integer' | (new () => unknown), options?: Options) =>
  property(typeof items === 'string' ? { type: 'array', items: { type: items } } : { type: items, isArray: true }, options);
/** One object of another response class. */
export const One = (type: new () => unknown, options?: Options) => property({ type }, options);
/** A free-form object (record images, whose fields are the records' own). */
export const AnyObject = (options?: Options) => property({ type: 'object', additionalProperties: true }, options);
