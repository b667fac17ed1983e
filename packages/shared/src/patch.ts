import { z } from 'zod';

/**
 * The body of a PATCH: every field optional and no defaults filled in, so a field the client
 * leaves out keeps its stored value.
 */
export function patchOf<T extends z.ZodRawShape>(
  schema: z.ZodObject<T>,
): z.ZodType<Partial<z.output<z.ZodObject<T>>>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const inner = field instanceof z.ZodDefault ? field.removeDefault() : field;
    shape[key] = (inner as z.ZodType).optional();
  }
  return z.object(shape) as unknown as z.ZodType<Partial<z.output<z.ZodObject<T>>>>;
}
