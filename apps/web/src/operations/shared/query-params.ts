/** A whole number from the address (`?id=`, `?parentId=` …); undefined when absent or not a number. */
export const intParam = (value: string | null): number | undefined => (value && /^-?\d{1,15}$/.test(value) ? Number(value) : undefined);
