import { AliasNode, TableNode, type KyselyPlugin, type OperationNode, type QueryId, type RootOperationNode } from 'kysely';
import type { DatabaseEngine } from '../db';
import { activeParent, startTrackedChild } from './child-spans';
import type { Tracing } from './sdk';

/** OpenTelemetry's names of the two engines (db.system). */
const DB_SYSTEM: Record<DatabaseEngine, string> = { sqlite: 'sqlite', postgres: 'postgresql' };

const OPERATIONS: Partial<Record<RootOperationNode['kind'], string>> = {
  SelectQueryNode: 'SELECT',
  InsertQueryNode: 'INSERT',
  UpdateQueryNode: 'UPDATE',
  DeleteQueryNode: 'DELETE',
  MergeQueryNode: 'MERGE',
};

/** A raw statement's first keyword: written in the code, never a parameter, which Kysely keeps apart. */
function rawOperation(fragments: readonly string[]): string {
  const keyword = /^\s*([A-Za-z]+)/.exec(fragments[0] ?? '')?.[1];
  return keyword ? keyword.toUpperCase() : 'SQL';
}

function operationOf(node: RootOperationNode): string {
  if (node.kind === 'RawNode') return rawOperation(node.sqlFragments);
  return OPERATIONS[node.kind] ?? node.kind.replace(/Node$/, '');
}

function tableNameOf(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableNameOf(node.node);
  return undefined;
}

function tableOf(node: RootOperationNode): string | undefined {
  switch (node.kind) {
    case 'SelectQueryNode':
      return tableNameOf(node.from?.froms[0]);
    case 'InsertQueryNode':
      return tableNameOf(node.into);
    case 'UpdateQueryNode':
      return tableNameOf(node.table);
    case 'DeleteQueryNode':
      return tableNameOf(node.from.froms[0]);
    default:
      return undefined;
  }
}

/**
 * A Kysely plugin: a client span per statement run inside a traced request, named by its operation
 * and table (`SELECT skills`). It reads the query's tree, never its parameters, so no value a user
 * sent reaches a span. The span starts when Kysely compiles the statement and ends with its result.
 */
export function statementTracing(tracing: Tracing, engine: DatabaseEngine): KyselyPlugin {
  const running = new WeakMap<QueryId, () => void>();
  return {
    transformQuery({ node, queryId }) {
      const parent = activeParent(tracing);
      if (!parent) return node;
      const operation = operationOf(node);
      const table = tableOf(node);
      const statement = startTrackedChild(tracing, parent, table ? `${operation} ${table}` : operation, {
        'db.system': DB_SYSTEM[engine],
        'db.operation.name': operation,
        ...(table && { 'db.collection.name': table }),
      });
      running.set(queryId, statement.end);
      return node;
    },
    async transformResult({ queryId, result }) {
      running.get(queryId)?.();
      running.delete(queryId);
      return result;
    },
  };
}
