import { sql, type DatabaseIntrospector, type Kysely, type SchemaMetadata, type TableMetadata } from 'kysely';

/**
 * What Kysely's migrator asks of a PostgreSQL database (does our schema exist, which tables does it hold), answered
 * for one schema only. Kysely's own introspector lists every table of the database and looks each schema up by
 * name, so an app migrating while another app sharing the database drops its schema (the test suites do, in
 * parallel) fails with "schema … does not exist" naming the other schema. Columns are not listed: the migrator
 * reads only the tables' names.
 */
export function schemaIntrospector<DB>(db: Kysely<DB>, schema: string): DatabaseIntrospector {
  return {
    async getSchemas(): Promise<SchemaMetadata[]> {
      const rows = await sql<{ name: string }>`
        select nspname as name from pg_catalog.pg_namespace where nspname = ${schema}`.execute(db);
      return rows.rows;
    },
    async getTables(): Promise<TableMetadata[]> {
      const rows = await sql<{ name: string }>`
        select c.relname as name from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v')`.execute(db);
      return rows.rows.map((r) => ({ name: r.name, schema, isView: false, columns: [] }));
    },
    async getMetadata() {
      return { tables: await this.getTables() };
    },
  };
}

/** The same database with its introspection limited to one schema (for the migrator). */
export function withSchemaIntrospection<DB>(db: Kysely<DB>, schema: string): Kysely<DB> {
  const introspection = schemaIntrospector(db, schema);
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
