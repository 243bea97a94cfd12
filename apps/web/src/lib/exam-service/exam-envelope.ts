/**
 * The exam service's answer `{ statusCode, message, data }` (contract zExamEnvelope): its client
 * reads data.data [API-EXAM-1/2/7]. Typed here from the contract's element types so the browser
 * never imports zod.
 */
export type ExamEnvelope<T> = { statusCode: number; message: string; data: T };
