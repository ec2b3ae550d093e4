// Types of pg-cluster.mjs for the TypeScript tests that start a cluster of their own.
export interface PgCluster {
  url: string;
  port: number;
  socketDir: string;
  pause(): void;
  resume(): void;
  stop(): void;
}
export function startCluster(): Promise<PgCluster>;
