import { z } from 'zod';

/** Values a client needs to say a problem in its own words (a name, a count, a list). */
export const problemParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ProblemParams = z.infer<typeof problemParamsSchema>;

/**
 * RFC 9457 problem details, with `errors` mapping a field path to its messages. `code` names the
 * problem for a program (stable: a client translates by it), `params` fills its sentence; `detail`
 * says it in English.
 */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.string().optional().meta({ description: 'Stable name of the problem, e.g. `authority_in_use`.' }),
  params: problemParamsSchema.optional(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Whether a DELETE would go through now; when not, the problem the DELETE would answer. */
export const deleteCheckSchema = z.object({
  deletable: z.boolean(),
  problem: problemSchema.optional(),
});
export type DeleteCheck = z.infer<typeof deleteCheckSchema>;
