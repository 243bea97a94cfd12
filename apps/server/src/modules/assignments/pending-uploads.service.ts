// A file written to the store before the row naming it commits is registered first, so a crash
// in between leaves a trace that the start-up sweep (upload-sweep.ts) removes with its file an
// hour later (decision 026). Profile photos are written so too, and share the trace.
export { addPendingUpload, deletePendingUploads } from './assignments.repository.ts';
