// svg-to-pdfkit ships no types; this is the part of its API the receipt uses.
declare module 'svg-to-pdfkit' {
  type SvgToPdfOptions = {
    width?: number;
    height?: number;
    preserveAspectRatio?: string;
    /** Called for each SVG feature it cannot draw, instead of console.warn. */
    warningCallback?: (message: string) => void;
  };
  function SVGtoPDF(doc: PDFKit.PDFDocument, svg: string, x: number, y: number, options?: SvgToPdfOptions): void;
  export default SVGtoPDF;
}
