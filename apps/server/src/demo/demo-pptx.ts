import { escape, zip } from './demo-docx.ts';
import { officeParts, type XmlPart } from './demo-ooxml.ts';

const NS = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
/** 16:9 slides, in EMU (914,400 to the inch). */
const WIDTH = 9144000;
const HEIGHT = 5143500;
const INK = '1F2937';
const ACCENT = '0F766E';

/** Every shape tree starts with the group's own (empty) properties. */
const TREE = '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/><a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm></p:grpSpPr>';

/** A text box at a place (EMU) holding paragraphs. */
function textBox(id: number, name: string, at: { x: number; y: number; cx: number; cy: number }, paragraphs: string): string {
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${at.x}" y="${at.y}"/><a:ext cx="${at.cx}" cy="${at.cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr wrap="square"/><a:lstStyle/>${paragraphs}</p:txBody></p:sp>`;
}

const run = (text: string, size: number, colour: string, bold = false) => `<a:r><a:rPr lang="en-IN" sz="${size}"${bold ? ' b="1"' : ''}><a:solidFill><a:srgbClr val="${colour}"/></a:solidFill></a:rPr><a:t>${escape(text)}</a:t></a:r>`;
const bullet = (text: string) => `<a:p><a:pPr marL="342900" indent="-285750"><a:spcBef><a:spcPts val="600"/></a:spcBef><a:buFont typeface="Arial"/><a:buChar char="&#8226;"/></a:pPr>${run(text, 2000, INK)}</a:p>`;

/** The theme every master needs: its colours, fonts and the three fill, line, effect and background styles. */
function theme(): string {
  const colours = ['dk1:000000', 'lt1:FFFFFF', `dk2:${INK}`, 'lt2:F3F4F6', `accent1:${ACCENT}`, 'accent2:7C3AED', 'accent3:B45309', 'accent4:15803D', 'accent5:BE123C', 'accent6:1D4ED8', 'hlink:1D4ED8', 'folHlink:6D28D9']
    .map((c) => c.split(':'))
    .map(([name, rgb]) => `<a:${name}><a:srgbClr val="${rgb}"/></a:${name}>`)
    .join('');
  const font = '<a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/>';
  const fill = '<a:solidFill><a:schemeClr val="phClr"/></a:solidFill>';
  const three = (item: string) => item + item + item;
  return `<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Demo"><a:themeElements><a:clrScheme name="Demo">${colours}</a:clrScheme><a:fontScheme name="Demo"><a:majorFont>${font}</a:majorFont><a:minorFont>${font}</a:minorFont></a:fontScheme><a:fmtScheme name="Demo"><a:fillStyleLst>${three(fill)}</a:fillStyleLst><a:lnStyleLst>${three(`<a:ln w="9525">${fill}</a:ln>`)}</a:lnStyleLst><a:effectStyleLst>${three('<a:effectStyle><a:effectLst/></a:effectStyle>')}</a:effectStyleLst><a:bgFillStyleLst>${three(fill)}</a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>`;
}

export type Slide = { title: string; bullets: readonly string[] };

/**
 * A real, small PowerPoint deck (pptx) for the demo: a slide a title and its bullets, made at
 * seed time as the Word files are (demo-docx.ts). The smallest package PowerPoint and
 * LibreOffice open: presentation, one master with its theme, one blank layout, the slides; the
 * text sits in plain text boxes, so the blank layout needs no placeholders.
 */
export function pptx(slides: readonly Slide[]): Buffer {
  const margin = 457200;
  const slideParts: XmlPart[] = slides.map((s, i) => ({
    name: `ppt/slides/slide${i + 1}.xml`,
    type: 'presentationml.slide+xml',
    xml: `<p:sld ${NS}><p:cSld><p:spTree>${TREE}${textBox(2, 'Title', { x: margin, y: 320040, cx: WIDTH - 2 * margin, cy: 822960 }, `<a:p>${run(s.title, 3200, ACCENT, true)}</a:p>`)}${textBox(3, 'Points', { x: margin, y: 1234440, cx: WIDTH - 2 * margin, cy: HEIGHT - 1234440 - margin }, s.bullets.map(bullet).join(''))}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`,
    rels: [{ type: 'slideLayout', target: '../slideLayouts/slideLayout1.xml' }],
  }));
  const slideIds = slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 2}"/>`).join('');
  return zip(
    officeParts('ppt/presentation.xml', [
      {
        name: 'ppt/presentation.xml',
        type: 'presentationml.presentation.main+xml',
        xml: `<p:presentation ${NS}><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst>${slideIds}</p:sldIdLst><p:sldSz cx="${WIDTH}" cy="${HEIGHT}"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
        // rId1 the master, rId2.. the slides in order (as sldIdLst names them), then the theme and
        // the three settings parts PowerPoint's own decks always carry (it repairs a deck without them).
        rels: [
          { type: 'slideMaster', target: 'slideMasters/slideMaster1.xml' },
          ...slideParts.map((p) => ({ type: 'slide', target: p.name.slice('ppt/'.length) })),
          { type: 'theme', target: 'theme/theme1.xml' },
          ...(['presProps', 'viewProps', 'tableStyles'] as const).map((type) => ({ type, target: `${type}.xml` })),
        ],
      },
      { name: 'ppt/presProps.xml', type: 'presentationml.presProps+xml', xml: `<p:presentationPr ${NS}/>` },
      { name: 'ppt/viewProps.xml', type: 'presentationml.viewProps+xml', xml: `<p:viewPr ${NS}/>` },
      // The default table style PowerPoint names (Medium Style 2 - Accent 1): no table uses it.
      { name: 'ppt/tableStyles.xml', type: 'presentationml.tableStyles+xml', xml: '<a:tblStyleLst xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" def="{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}"/>' },
      {
        name: 'ppt/slideMasters/slideMaster1.xml',
        type: 'presentationml.slideMaster+xml',
        xml: `<p:sldMaster ${NS}><p:cSld><p:spTree>${TREE}</p:spTree></p:cSld><p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>`,
        rels: [
          { type: 'slideLayout', target: '../slideLayouts/slideLayout1.xml' },
          { type: 'theme', target: '../theme/theme1.xml' },
        ],
      },
      {
        name: 'ppt/slideLayouts/slideLayout1.xml',
        type: 'presentationml.slideLayout+xml',
        xml: `<p:sldLayout ${NS} type="blank" preserve="1"><p:cSld name="Blank"><p:spTree>${TREE}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>`,
        rels: [{ type: 'slideMaster', target: '../slideMasters/slideMaster1.xml' }],
      },
      { name: 'ppt/theme/theme1.xml', type: 'theme+xml', xml: theme() },
      ...slideParts,
    ]),
  );
}
