import { z } from 'zod';
import { ZRecordBase } from '@portal/contract';
import { writeCsv } from '../../../lib/csv/write-csv.ts';
import type { AreaHandler } from '../area-handler.ts';
import { fieldKinds, type FieldKind } from './field-kinds.ts';

const SESSION_TEMPLATE = [
  ['sourcedId', 'classSourcedId', 'date', 'startTime', 'endTime', 'subject', 'teacher', 'room', 'mode', 'joinUrl', 'topics'],
  ['TT-0001', 'CLASS-8A', '2027-04-05', '09:00', '09:45', 'Mathematics', 'R. Sharma', 'Room 12', 'offline', '', 'Fractions'],
];

type JsonField = { enum?: unknown[]; pattern?: string; format?: string; minimum?: number; type?: string };

/** A plausible value for a field, from its name and its JSON schema (the template's example row). */
function exampleOf(name: string, field: JsonField, kind: FieldKind): string {
  if (name === 'source_id') return 'EX-0001';
  if (name.endsWith('_source_ids')) return `${name.slice(0, 2).toUpperCase()}-0001;${name.slice(0, 2).toUpperCase()}-0002`;
  if (name.endsWith('_source_id')) return `${name.slice(0, 2).toUpperCase()}-0001`;
  if (field.enum?.length) return String(field.enum[0]);
  if (kind === 'boolean') return 'true';
  if (kind === 'number') return String(field.minimum !== undefined && field.minimum > 0 ? field.minimum : 100);
  if (typeof kind === 'object') return kind.list === 'number' ? '100;100' : 'first;second';
  const ending = /end|until/.test(name);
  if (field.pattern?.includes('\\d{4}-')) return ending ? '2027-06-30' : '2027-04-01';
  if (field.pattern?.includes(':[0-5]')) return ending ? '10:00' : '09:00';
  if (name.includes('email')) return 'name@example.org';
  if (name.includes('phone')) return '919800000001';
  if (name.includes('url') || name.includes('link')) return 'https://example.org/';
  if (name.includes('date')) return ending ? '2027-06-30' : '2027-04-01';
  return name.replace(/_/g, ' ');
}

/** `npm run import -- template <area>`: the area's CSV header and an example row. */
export function csvTemplate(handler: AreaHandler): string | null {
  if (handler.area === 'sessions') return writeCsv(SESSION_TEMPLATE);
  const kinds = fieldKinds(handler.record);
  if (!kinds || handler.csv === false) return null;
  const properties = (z.toJSONSchema(handler.record, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, JsonField> }).properties ?? {};
  // `status` is the deletion mark unless the area has a status of its own (attendance's).
  const ownStatus = (handler.record as unknown as { shape: Record<string, unknown> }).shape.status !== ZRecordBase.shape.status;
  const names = [...kinds.keys()].filter((n) => (n !== 'status' || ownStatus) && kinds.get(n) !== 'json');
  const cell = (name: string): string => {
    if (!handler.example) return exampleOf(name, properties[name] ?? {}, kinds.get(name)!);
    const value = handler.example[name];
    return value === undefined ? '' : Array.isArray(value) ? value.join(';') : String(value);
  };
  return writeCsv([names, names.map(cell)]);
}
