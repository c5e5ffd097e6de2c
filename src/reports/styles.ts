/**
 * The report's only stylesheet, inline: no fonts, images or anything else fetched. Screen and
 * print: A4 pages, tables whose heads repeat on every page, cards, hits, small tables (the
 * balance, `keep-whole`) and a section's fields tables (a code beside its explanation) kept whole, and the ownership diagram and the screening starting a new
 * page. Labels wrap at spaces only; values
 * are hyphenated by the document's language where the browser can, and a word wider than its
 * cell (an e-mail address in a deeply nested card) is broken anywhere only as a last resort.
 */
export const REPORT_CSS = `
*{box-sizing:border-box}
html{font-family:Helvetica,Arial,sans-serif;font-size:11pt;color:#1a1a1a;background:#f4f6f8}
body{margin:0 auto;max-width:60rem;padding:1.5rem;background:#fff}
header.report-header{border-bottom:3px solid #1f3a5f;margin-bottom:1.25rem;padding-bottom:.75rem}
h1{font-size:1.5rem;margin:0 0 .75rem;color:#1f3a5f}
h2{font-size:1.15rem;margin:1.5rem 0 .5rem;padding-bottom:.2rem;border-bottom:1px solid #c9d3dd;color:#1f3a5f}
h3{font-size:1rem;margin:1rem 0 .4rem}
h4{font-size:.95rem;margin:.75rem 0 .3rem}
table{border-collapse:collapse;width:100%;margin:.25rem 0 .75rem}
th,td{text-align:left;vertical-align:top;padding:.25rem .5rem;border-bottom:1px solid #e3e8ee}
table.fields>tbody>tr>th,table.fields>tr>th{width:32%;font-weight:600;color:#3d4b59}
td,p,li{hyphens:auto}
table.fields td{overflow-wrap:anywhere}
h3,h4,p,li{overflow-wrap:break-word}
table.nested{margin:0}
table.rows thead th{background:#eef3f8;font-weight:600}
caption{text-align:left;font-weight:600;padding:.25rem 0}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
.code{font-family:"Courier New",monospace;font-weight:600;background:#eef3f8;padding:0 .25rem;border-radius:2px}
.meaning{color:#3d4b59}
.card,.hit{border:1px solid #d5dde5;border-radius:4px;padding:.5rem .75rem;margin:.5rem 0}
.hit{border-left:4px solid #a33a3a}
.nested-parents{margin-left:1.25rem;border-left:2px solid #c9d3dd;padding-left:.5rem}
.note,.none{color:#55616d;font-style:italic}
.warning{color:#a33a3a;font-weight:600}
.diagram{overflow-x:auto}
.diagram svg{max-width:100%;height:auto}
ul{margin:0;padding-left:1.1rem}
footer.report-footer{margin-top:2rem;border-top:1px solid #c9d3dd;padding-top:.5rem;font-size:.85rem;color:#55616d}
@page{size:A4;margin:16mm 14mm}
@media print{
html{background:#fff;font-size:10pt}
body{max-width:none;padding:0}
h2,h3,h4{break-after:avoid;page-break-after:avoid}
.card,.hit,tr,.diagram,table.keep-whole,table.fields:not(.nested){break-inside:avoid;page-break-inside:avoid}
thead{display:table-header-group}
.page-break{break-before:page;page-break-before:always}
.diagram{overflow:visible}
a{color:inherit;text-decoration:none}
}
`
  .trim()
  .replace(/\n/g, '');
