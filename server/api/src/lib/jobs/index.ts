export { leaseQueue, type ClaimedJob, type ClaimOptions, type LeaseColumns, type LeaseQueue, type LeaseTableName } from './lease-queue';
export { JobFailure, LeaseWorker, type LeaseWorkerOptions } from './lease-worker';
