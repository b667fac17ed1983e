import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ValidationFailed } from './errors.ts';
import { orderingTerms } from './listing.ts';

const table = pgTable('things', { id: serial('id').primaryKey(), name: text('name') });
const sortable = { name: table.name };

describe('orderingTerms', () => {
  it('orders by the fields asked for, then by id', () => {
    expect(orderingTerms('-name', sortable, 'name', table.id)).toHaveLength(2);
  });

  it.each(['__proto__', '-__proto__', 'constructor', 'toString', 'hasOwnProperty', 'name,valueOf', 'nope'])(
    'refuses %j like any unknown field',
    (ordering) => {
      let thrown: unknown;
      try {
        orderingTerms(ordering, sortable, 'name', table.id);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ValidationFailed);
      expect((thrown as ValidationFailed).errors?.ordering?.[0]).toMatch(
        /^Unknown field ".+"\. Use one of: name\.$/,
      );
    },
  );
});
