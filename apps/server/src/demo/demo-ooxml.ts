import type { Part } from './demo-docx.ts';

/**
 * The frame of an Office Open XML package (ECMA-376 part 2), shared by the demo's spreadsheet and
 * slides: [Content_Types].xml names every XML part's type, and each part that points at others
 * has a _rels file beside it. Word, Excel, PowerPoint and LibreOffice refuse a package whose
 * parts are not all typed or whose relationships lead nowhere, so both are built from one list.
 */
export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
export const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument';

/** An XML part of the package: its path, its content type (after the officedocument prefix) and its text. */
export type XmlPart = { name: string; type: string; xml: string; rels?: readonly Relationship[] };
/** A relationship from a part: its type (after .../relationships/) and target, relative to the part's folder. */
export type Relationship = { type: string; target: string };

function relationships(list: readonly Relationship[]): string {
  const items = list.map((r, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/${r.type}" Target="${r.target}"/>`).join('');
  return `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items}</Relationships>`;
}

/** Where a part's relationships live: _rels/<name>.rels in the part's own folder. */
function relsName(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

/** The package's files: the content types, the root relationship to the main part, then each part and its relationships. */
export function officeParts(main: string, parts: readonly XmlPart[]): Part[] {
  const overrides = parts.map((p) => `<Override PartName="/${p.name}" ContentType="${TYPE}.${p.type}"/>`).join('');
  const types = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides}</Types>`;
  return [
    { name: '[Content_Types].xml', text: types },
    { name: '_rels/.rels', text: relationships([{ type: 'officeDocument', target: main }]) },
    ...parts.flatMap((p) => [{ name: p.name, text: `${XML_HEAD}${p.xml}` }, ...(p.rels ? [{ name: relsName(p.name), text: relationships(p.rels) }] : [])]),
  ];
}
