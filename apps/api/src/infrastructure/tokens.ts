/** DI tokens of the ports. */
export const REGISTER_STORES = Symbol('REGISTER_STORES');
export const READ_MODEL_STORE = Symbol('READ_MODEL_STORE');
export const REGISTER_COMMANDS = Symbol('REGISTER_COMMANDS');
export const SQL_CLIENT = Symbol('SQL_CLIENT');
export const EVENT_STORE = Symbol('EVENT_STORE');
