// main.ts's first import: tracing must patch http, express and pg before anything loads them.
import { startTracing } from './tracing';

startTracing(process.env);
