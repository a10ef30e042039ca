import type { Queryable } from './database'

/**
 * FOR TESTS: what a thief of a database copy could read. The `table.column` of every column of
 * the schema's tables that can hold text (text, varchar, char, their arrays, json, jsonb) and
 * holds `needle` in some row, sorted.
 */
export async function columnsHolding(db: Queryable, needle: string): Promise<string[]> {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
     JOIN information_schema.tables t
       ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
       AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
         OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar', '_bpchar')))
     ORDER BY c.table_name, c.column_name`,
  )
  if (columns.length === 0) throw new Error('the schema has no text column: is it migrated?')
  const found: string[] = []
  for (const { table_name: table, column_name: column } of columns) {
    const rows = await db.query(
      `SELECT 1 FROM "${table}" WHERE strpos("${column}"::text, $1) > 0 LIMIT 1`,
      [needle],
    )
    if (rows.length > 0) found.push(`${table}.${column}`)
  }
  return found
}
