// Line boxes of a paragraph as Chromium lays it out: shared by the text corpus
// (Tools/text-corpus/generate.py) and the text-screens corpus (Tools/text-screens/generate.py).
// measureParagraph(nodes, size, left, top): the paragraph's text nodes (several when runs are
// styled spans), its font size (a grapheme more than 0.6 em below the line's starts a new line)
// and the origin the positions are relative to. Each line: {text, width, x, y, height} of its
// visible text (trailing spaces hang and are left out); x/y null for an empty line.
const segmenter = new Intl.Segmenter(undefined, {granularity: 'grapheme'});
function rect(node, start, end) {
  const range = document.createRange();
  range.setStart(node, start); range.setEnd(node, end);
  return range.getBoundingClientRect();
}
// A paragraph is one or more consecutive text nodes (several when runs are styled spans).
function measureParagraph(nodes, size, left, top = 0) {
  const starts = [];
  let text = '';
  for (const node of nodes) { starts.push(text.length); text += node.data; }
  if (text.length === 0) return [{text: '', width: 0, x: null, y: null, height: 0}];
  // The node and local offset of a paragraph offset (an end offset may sit at a node's end).
  const locate = (offset, isEnd) => {
    for (let i = nodes.length - 1; i >= 0; i--) {
      if (starts[i] < offset || (starts[i] === offset && !isEnd) || i === 0) return [nodes[i], offset - starts[i]];
    }
  };
  const rect = (start, end) => {
    const range = document.createRange();
    range.setStart(...locate(start, false)); range.setEnd(...locate(end, true));
    return range.getBoundingClientRect();
  };
  const lines = [];
  let start = 0, lastMid = null;
  for (const {index, segment} of segmenter.segment(text)) {
    const r = rect(index, index + segment.length);
    const mid = r.top + r.height / 2;
    if (lastMid !== null && mid > lastMid + size * 0.6) { lines.push([start, index]); start = index; }
    if (lastMid === null || mid > lastMid + size * 0.6) lastMid = mid;
  }
  lines.push([start, text.length]);
  return lines.map(([s, e]) => {
    let visible = e;
    while (visible > s && (text[visible - 1] === ' ' || text[visible - 1] === '\t')) visible--;
    const box = visible > s ? rect(s, visible) : null;
    return {text: text.slice(s, e), width: box ? box.width : 0, x: box ? box.left - left : null,
            y: box ? box.top - top : null, height: box ? box.height : 0};
  });
}
