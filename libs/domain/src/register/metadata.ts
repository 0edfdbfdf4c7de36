/** Who did what, when and why. Arrives with every command and is kept on every event it produces. */
export interface OperationMetadata {
  /** Id of the acting user ("system" for the register itself). */
  readonly userId: string;
  /** Display name of the acting user, shown in history. */
  readonly userName: string;
  /** ISO 8601 time of the operation. */
  readonly time: string;
  /** The operator's remark, shown in the history of every name the operation touched. */
  readonly remark: string;
  /** Client-supplied id; a repeated command id is answered with the first result and writes nothing. */
  readonly commandId: string;
  readonly correlationId: string;
}
