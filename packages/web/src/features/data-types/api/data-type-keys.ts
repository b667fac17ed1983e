/** The cache keys of data types: invalidating `dataTypesKey` refreshes every list and data type. */
export const dataTypesKey = ['data-types'] as const;
export const dataTypeKey = (id: number) => [...dataTypesKey, 'detail', id] as const;
