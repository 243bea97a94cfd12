// `node --import <this file>`: records the address of every module the process loads into the
// file named by RECORD_MODULE_LOADS, one per line (start-own-data.test.ts reads it).
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url, { data: { file: process.env.RECORD_MODULE_LOADS } });
