export { JOB_QUEUED_CHANNEL, leaseQueue, type ClaimedJob, type ClaimOptions, type LeaseColumns, type LeaseQueue, type LeaseTableName } from './lease-queue';
export { JobFailure, LeaseWorker, runWithApp, STOP_GRACE_MS, stopJobWorkers, type LeaseWorkerOptions } from './lease-worker';
