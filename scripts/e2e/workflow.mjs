// The workflow building blocks live in the scripts library (the queue bench uses them too).
export * from '../lib/workflow.mjs';
