/*
 * semnet graph view: draws a `semnet/subgraph` result as an SVG picture.
 *
 * No dependencies and no network: the layout (radial rings by hop distance
 * from the seed, then a few hundred steps of a force simulation) is written
 * here and is deterministic, so the same subgraph always gives the same
 * picture. The same file serves `semnet graph view … --out graph.html` (inlined)
 * and the VS Code "Show Subgraph" webview (bundled as media/graph_view.js).
 *
 * DOM contract (tests read it): every endpoint is a `g.sg-node[data-ref]`,
 * every edge a `path.sg-edge[data-edge-id]`; the root gets
 * `data-rendered="true"` with `data-nodes` / `data-edges` once drawn.
 */
(function (global) {
  "use strict";

  var SVG_NS = "http://www.w3.org/2000/svg";

  var NODE_COLORS = {
    paragraph: "#57606a",
    fact: "#8250df",
    character: "#cf222e",
    place: "#1a7f37",
    source: "#9a6700",
    glossary: "#bf3989",
    chapter: "#0969da",
    subchapter: "#54aeff",
    book: "#0a3069",
    fact_note: "#a475f9",
    bibliography: "#7d4e00",
    attachment: "#6639ba",
    locus: "#bc4c00",
    work: "#953800",
    grade: "#6e7781",
    sense: "#116329",
    ili: "#1b7c83",
    node: "#8c959f"
  };
  var EDGE_COLORS = {
    links_to: "#0969da",
    event_involves: "#1b7c83",
    mentions: "#8c959f",
    sourced_from: "#9a6700",
    graded_as: "#6e7781",
    contradicts: "#d1242f",
    in_tension: "#fb8f44",
    qualifies: "#8250df",
    agrees: "#1a7f37",
    cites: "#7d4e00",
    cites_locus: "#bc4c00",
    hypernym: "#116329",
    hyponym: "#116329",
    antonym: "#a40e26",
    synonym: "#2da44e",
    translates: "#6639ba",
    similar_to: "#54aeff"
  };
  var NODE_RADIUS = { paragraph: 7, fact: 8, subchapter: 7, grade: 8, locus: 7 };
  var DEFAULT_RADIUS = 10;
  var SEED_RADIUS = 15;
  var RING = 170;
  var MIN_GAP = 120; // the least distance between two endpoints on one ring
  var ORIGIN_WORDS = {
    judged: "judged (suggested, dashed)",
    derived: "derived (dotted)",
    structural: "structural",
    authorial: "authorial (thick)",
    promoted: "promoted (thick)",
    imported: "imported"
  };

  // -- text ---------------------------------------------------------------

  /** A title without its Markdown: links become their text, fields and block ids go. */
  function plain(text) {
    return String(text || "")
      .replace(/\[\[([^\]|#]*)(?:#[^\]|]*)?(?:\|([^\]]*))?\]\]/g, function (_m, a, b) {
        return (b || a).trim();
      })
      .replace(/\[([^\]]*)\]\([^)]*\)?/g, "$1")
      .replace(/\s*\[[\w-]+::[^\]]*\]/g, "")
      .replace(/\s+\^[\w-]+\s*$/, "")
      .replace(/\s+/g, " ")
      .trim();
  }

  /** At most `n` characters by code point, never splitting a surrogate pair or a combining mark. */
  function clip(text, n) {
    var chars = Array.from(text);
    if (chars.length <= n) return text;
    var cut = n - 1;
    while (cut > 0 && /[\u0300-\u036f\u200d\ufe00-\ufe0f]/.test(chars[cut])) cut--;
    return chars.slice(0, cut).join("").replace(/\s+$/, "") + "…";
  }

  function label(ep) {
    return plain(ep.title) || ep.ref;
  }

  function fnv(str) {
    var h = 0x811c9dc5;
    for (var i = 0; i < str.length; i++) {
      h ^= str.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h;
  }

  function el(name, attrs, parent) {
    var node = document.createElementNS(SVG_NS, name);
    for (var k in attrs) if (Object.prototype.hasOwnProperty.call(attrs, k)) node.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(node);
    return node;
  }

  function html(name, cls, parent, text) {
    var node = document.createElement(name);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    if (parent) parent.appendChild(node);
    return node;
  }

  function where(ep) {
    if (!ep.uri) return "";
    var shown = ep.uri;
    if (/^file:/i.test(shown)) {
      // an editor's file URI: the last two parts of the path are enough to recognise it
      var parts = shown.replace(/^file:\/\/[^/]*/i, "").split("/").filter(Boolean);
      try { shown = decodeURIComponent(parts.slice(-2).join("/")); } catch (_e) { shown = parts.slice(-2).join("/"); }
    }
    return ep.range ? shown + ":" + (ep.range.start.line + 1) : shown;
  }

  function edgeTip(e, byRef) {
    var src = byRef[e.src] ? label(byRef[e.src]) : e.src;
    var dst = byRef[e.dst] ? label(byRef[e.dst]) : e.dst;
    var lines = [e.kind + " (" + e.origin + (e.origin === "judged" ? ", suggested" : "") + ")"];
    lines.push(clip(src, 60) + (e.directed ? " → " : " ⇄ ") + clip(dst, 60));
    if (e.reason) lines.push(e.reason);
    if (e.validAt || e.invalidAt) {
      lines.push("valid " + (e.validAt || "…").slice(0, 10) + " to " + (e.invalidAt || "…").slice(0, 10));
    }
    if (e.weight !== undefined && e.weight !== 1) lines.push("weight " + e.weight);
    return lines.join("\n");
  }

  function nodeTip(n) {
    var lines = [plain(n.title) || n.ref, n.kind + (where(n) ? " · " + where(n) : "")];
    return lines.join("\n");
  }

  // -- layout -------------------------------------------------------------

  /**
   * Positions by ref: a radial tree. The seed sits in the centre and every
   * endpoint on the ring of its hop distance; each branch gets an angular
   * sector as wide as the number of leaves it holds, so branches do not
   * cross; then a relaxation along each ring pushes endpoints that sit too
   * close apart (a one-dimensional repulsive force), so labels keep their
   * room. Deterministic: the same subgraph always gives the same picture.
   */
  function layout(data) {
    var nodes = data.nodes;
    var seed = data.seed.ref;
    var adj = {};
    nodes.forEach(function (n) { adj[n.ref] = []; });
    if (!adj[seed]) adj[seed] = [];
    var kindOf = {};
    nodes.forEach(function (n) { kindOf[n.ref] = n.kind; });
    data.edges.forEach(function (e) {
      if (adj[e.src] && adj[e.dst] && e.src !== e.dst) {
        adj[e.src].push(e.dst);
        adj[e.dst].push(e.src);
      }
    });
    function byKindThenRef(a, b) {
      var ka = kindOf[a] || "";
      var kb = kindOf[b] || "";
      if (ka !== kb) return ka < kb ? -1 : 1;
      return a < b ? -1 : a > b ? 1 : 0;
    }
    Object.keys(adj).forEach(function (k) { adj[k].sort(byKindThenRef); });

    // breadth-first from the seed: hop distance and the tree it spans
    var depth = {};
    var children = {};
    var order = [seed];
    depth[seed] = 0;
    for (var q = 0; q < order.length; q++) {
      var r = order[q];
      children[r] = [];
      adj[r].forEach(function (o) {
        if (depth[o] === undefined) {
          depth[o] = depth[r] + 1;
          children[r].push(o);
          order.push(o);
        }
      });
    }
    var maxDepth = 0;
    order.forEach(function (r) { maxDepth = Math.max(maxDepth, depth[r]); });
    var stray = nodes.map(function (n) { return n.ref; }).filter(function (r) { return depth[r] === undefined; });
    stray.sort(byKindThenRef);

    // leaves under each endpoint
    var leaves = {};
    for (var i = order.length - 1; i >= 0; i--) {
      var ref = order[i];
      var sum = 0;
      children[ref].forEach(function (c) { sum += leaves[c]; });
      leaves[ref] = Math.max(1, sum);
    }

    // sectors, outermost rings last
    var angle = {};
    var start = ((fnv(seed) % 628) / 100) - Math.PI / 2;
    var sector = {};
    sector[seed] = [start, start + 2 * Math.PI];
    angle[seed] = 0;
    order.forEach(function (ref) {
      var s = sector[ref];
      var at = s[0];
      var width = s[1] - s[0];
      var total = 0;
      children[ref].forEach(function (c) { total += leaves[c]; });
      children[ref].forEach(function (c) {
        var w = (width * leaves[c]) / total;
        sector[c] = [at, at + w];
        angle[c] = at + w / 2;
        at += w;
      });
    });

    // ring radii grow with their population so that neighbours keep their distance
    var rings = [];
    order.forEach(function (ref) {
      if (ref === seed) return;
      (rings[depth[ref]] = rings[depth[ref]] || []).push(ref);
    });
    if (stray.length) {
      maxDepth += 1;
      rings[maxDepth] = stray;
      stray.forEach(function (ref, k) {
        depth[ref] = maxDepth;
        angle[ref] = start + (2 * Math.PI * k) / stray.length;
      });
    }
    var radius = [0];
    for (var d = 1; d <= maxDepth; d++) {
      var count = rings[d] ? rings[d].length : 0;
      radius[d] = Math.max(RING * d, radius[d - 1] + RING, (count * MIN_GAP) / (2 * Math.PI));
    }

    // relax along each ring: endpoints closer than MIN_GAP push each other apart
    for (d = 1; d <= maxDepth; d++) {
      var ring = rings[d];
      if (!ring || ring.length < 2) continue;
      var minA = Math.min(MIN_GAP / radius[d], (2 * Math.PI) / ring.length);
      for (var step = 0; step < 80; step++) {
        ring.sort(function (a, b) { return angle[a] - angle[b] || (a < b ? -1 : 1); });
        var moved = false;
        for (var j = 0; j < ring.length; j++) {
          var a = ring[j];
          var b = ring[(j + 1) % ring.length];
          var gap = angle[b] - angle[a] + (j === ring.length - 1 ? 2 * Math.PI : 0);
          if (gap < minA - 1e-9) {
            var push = (minA - gap) / 2;
            angle[a] -= push;
            angle[b] += push;
            moved = true;
          }
        }
        if (!moved) break;
      }
    }

    var pos = {};
    pos[seed] = { x: 0, y: 0 };
    Object.keys(angle).forEach(function (ref) {
      if (ref === seed) return;
      var rr = radius[depth[ref]];
      pos[ref] = { x: rr * Math.cos(angle[ref]), y: rr * Math.sin(angle[ref]) };
    });
    return { pos: pos, depth: depth, angle: angle };
  }

  // -- drawing ------------------------------------------------------------

  function radiusOf(n, seed) {
    if (n.ref === seed) return SEED_RADIUS;
    return NODE_RADIUS[n.kind] || DEFAULT_RADIUS;
  }

  /** A label sits outside its ring: right of the node on the right, left on the left, else below or above. */
  function labelPlace(a, r) {
    if (a === null || a === undefined) return { y: r + 14, "text-anchor": "middle" };
    var c = Math.cos(a);
    var s = Math.sin(a);
    if (c > 0.45) return { x: r + 4, y: 4, "text-anchor": "start" };
    if (c < -0.45) return { x: -r - 4, y: 4, "text-anchor": "end" };
    return s > 0 ? { y: r + 13, "text-anchor": "middle" } : { y: -r - 5, "text-anchor": "middle" };
  }

  function curve(a, b, offset, trimStart, trimEnd) {
    var dx = b.x - a.x;
    var dy = b.y - a.y;
    var len = Math.sqrt(dx * dx + dy * dy) || 1;
    var nx = -dy / len;
    var ny = dx / len;
    var cx = (a.x + b.x) / 2 + nx * offset;
    var cy = (a.y + b.y) / 2 + ny * offset;
    // trim the ends back to the circles' rims along the curve's tangents
    function toward(p, q, by) {
      var tx = q.x - p.x;
      var ty = q.y - p.y;
      var tl = Math.sqrt(tx * tx + ty * ty) || 1;
      return { x: p.x + (tx / tl) * by, y: p.y + (ty / tl) * by };
    }
    var s = toward(a, { x: cx, y: cy }, trimStart);
    var t = toward(b, { x: cx, y: cy }, trimEnd);
    var f = function (v) { return v.toFixed(1); };
    return "M" + f(s.x) + "," + f(s.y) + " Q" + f(cx) + "," + f(cy) + " " + f(t.x) + "," + f(t.y);
  }

  /**
   * Draw `data` (a semnet/subgraph result) into `container`.
   * options: { title?: string, onOpen?: function(endpointInfo) }
   * Returns { select(refOrEdgeId), root }.
   */
  function render(container, data, options) {
    options = options || {};
    if (container.__sgCleanup) container.__sgCleanup();
    container.textContent = "";
    var byRef = {};
    data.nodes.forEach(function (n) { byRef[n.ref] = n; });
    if (!byRef[data.seed.ref]) {
      data.nodes.unshift(data.seed);
      byRef[data.seed.ref] = data.seed;
    }
    var seed = data.seed.ref;

    var root = html("div", "semnet-graph", container);
    var head = html("div", "sg-head", root);
    html("h1", "", head, options.title || clip(label(data.seed), 80));
    html("span", "sg-counts", head, data.nodes.length + " endpoints · " + data.edges.length + " edges");
    if (data.truncated) html("span", "sg-truncated", head, "truncated by the budget");

    var canvas = html("div", "sg-canvas", root);
    var side = html("div", "sg-side", root);
    var tooltip = html("div", "sg-tooltip", canvas);

    var lay = layout(data);
    var pos = lay.pos;

    var svg = el("svg", { xmlns: SVG_NS, role: "img", "aria-label": "semnet subgraph" }, canvas);
    var defs = el("defs", {}, svg);
    var kinds = {};
    data.edges.forEach(function (e) { kinds[e.kind] = true; });
    Object.keys(kinds).sort().forEach(function (kind) {
      var m = el("marker", {
        id: "sg-arrow-" + kind, viewBox: "0 0 10 10", refX: "9", refY: "5",
        markerWidth: "7", markerHeight: "7", orient: "auto-start-reverse"
      }, defs);
      el("path", { d: "M0,0 L10,5 L0,10 z", fill: EDGE_COLORS[kind] || "#8c959f" }, m);
    });
    var view = el("g", { "class": "sg-view" }, svg);
    var gEdges = el("g", { "class": "sg-edges" }, view);
    var gNodes = el("g", { "class": "sg-nodes" }, view);

    // edges: parallel edges between one pair are bent apart
    var pairs = {};
    data.edges.forEach(function (e) {
      var key = e.src < e.dst ? e.src + "\u0000" + e.dst : e.dst + "\u0000" + e.src;
      (pairs[key] = pairs[key] || []).push(e);
    });
    var edgeEls = {};
    var incident = {};
    Object.keys(pairs).sort().forEach(function (key) {
      var group = pairs[key];
      group.forEach(function (e, i) {
        var a = pos[e.src];
        var b = pos[e.dst];
        if (!a || !b) return;
        var offset = (i - (group.length - 1) / 2) * 26;
        if (e.src > e.dst) offset = -offset; // same side whichever end is first
        var ra = radiusOf(byRef[e.src] || { kind: "node" }, seed);
        var rb = radiusOf(byRef[e.dst] || { kind: "node" }, seed);
        var d = e.src === e.dst
          ? "M" + a.x + "," + (a.y - ra) + " c 30,-40 -30,-40 0,0"
          : curve(a, b, offset, ra + 1, rb + (e.directed ? 3 : 1));
        var color = EDGE_COLORS[e.kind] || "#8c959f";
        var g = el("g", { "class": "sg-edge-group" }, gEdges);
        var path = el("path", {
          "class": "sg-edge kind-" + e.kind + " origin-" + e.origin,
          d: d,
          stroke: color,
          "data-edge-id": e.id,
          "data-kind": e.kind,
          "data-origin": e.origin,
          "data-src": e.src,
          "data-dst": e.dst
        }, g);
        if (e.directed) path.setAttribute("marker-end", "url(#sg-arrow-" + e.kind + ")");
        var hit = el("path", { "class": "sg-edge-hit", d: d, "data-hit-for": e.id }, g);
        var tip = edgeTip(e, byRef);
        el("title", {}, path).textContent = tip;
        el("title", {}, hit).textContent = tip;
        edgeEls[e.id] = path;
        (incident[e.src] = incident[e.src] || []).push(e);
        if (e.dst !== e.src) (incident[e.dst] = incident[e.dst] || []).push(e);
        var pick = function (ev) { ev.stopPropagation(); select(e.id); };
        hit.addEventListener("click", pick);
        path.addEventListener("click", pick);
        hit.addEventListener("mousemove", function (ev) { showTip(ev, tip); });
        hit.addEventListener("mouseleave", hideTip);
      });
    });

    var nodeEls = {};
    var labels = {};
    data.nodes.forEach(function (n) {
      var p = pos[n.ref];
      if (!p) return;
      var r = radiusOf(n, seed);
      var g = el("g", {
        "class": "sg-node kind-" + n.kind + (n.ref === seed ? " sg-seed" : ""),
        transform: "translate(" + p.x.toFixed(1) + "," + p.y.toFixed(1) + ")",
        "data-ref": n.ref,
        "data-kind": n.kind,
        tabindex: "0"
      }, gNodes);
      el("circle", { r: r, fill: NODE_COLORS[n.kind] || NODE_COLORS.node }, g);
      var text = el("text", labelPlace(n.ref === seed ? null : lay.angle[n.ref], r), g);
      text.textContent = labels[n.ref] = clip(label(n), n.ref === seed ? 48 : 28);
      var tip = nodeTip(n);
      el("title", {}, g).textContent = tip;
      nodeEls[n.ref] = g;
      g.addEventListener("click", function (ev) { ev.stopPropagation(); select(n.ref); });
      g.addEventListener("dblclick", function (ev) { ev.stopPropagation(); open(n); });
      g.addEventListener("keydown", function (ev) {
        if (ev.key === "Enter") open(n);
        else if (ev.key === " ") { ev.preventDefault(); select(n.ref); }
      });
      g.addEventListener("mousemove", function (ev) { showTip(ev, tip); });
      g.addEventListener("mouseleave", hideTip);
    });

    // the view box fits every node and its label (about 6.5 units a character)
    var minX = Infinity;
    var maxX = -Infinity;
    var minY = Infinity;
    var maxY = -Infinity;
    data.nodes.forEach(function (n) {
      var p = pos[n.ref];
      if (!p) return;
      var r = radiusOf(n, seed);
      var w = Array.from(labels[n.ref] || "").length * 6.5;
      var place = labelPlace(n.ref === seed ? null : lay.angle[n.ref], r);
      var left = place["text-anchor"] === "start" ? -r : place["text-anchor"] === "end" ? -r - 4 - w : -Math.max(r, w / 2);
      var right = place["text-anchor"] === "start" ? r + 4 + w : place["text-anchor"] === "end" ? r : Math.max(r, w / 2);
      minX = Math.min(minX, p.x + left);
      maxX = Math.max(maxX, p.x + right);
      minY = Math.min(minY, p.y - r - 20);
      maxY = Math.max(maxY, p.y + r + 20);
    });
    minX -= 16;
    maxX += 16;
    var box = { x: minX, y: minY, w: Math.max(maxX - minX, 300), h: Math.max(maxY - minY, 200) };
    function applyBox() {
      svg.setAttribute("viewBox", [box.x, box.y, box.w, box.h].map(function (v) { return v.toFixed(1); }).join(" "));
    }
    applyBox();
    svg.setAttribute("preserveAspectRatio", "xMidYMid meet");

    // zoom with the wheel, pan by dragging the background
    svg.addEventListener("wheel", function (ev) {
      ev.preventDefault();
      var rect = svg.getBoundingClientRect();
      var fx = (ev.clientX - rect.left) / (rect.width || 1);
      var fy = (ev.clientY - rect.top) / (rect.height || 1);
      var scale = ev.deltaY > 0 ? 1.15 : 1 / 1.15;
      var nw = box.w * scale;
      var nh = box.h * scale;
      box.x += (box.w - nw) * fx;
      box.y += (box.h - nh) * fy;
      box.w = nw;
      box.h = nh;
      applyBox();
    }, { passive: false });
    var drag = null;
    svg.addEventListener("mousedown", function (ev) {
      if (ev.target !== svg) return;
      drag = { x: ev.clientX, y: ev.clientY, bx: box.x, by: box.y };
      svg.classList.add("sg-panning");
    });
    function onMove(ev) {
      if (!drag) return;
      var rect = svg.getBoundingClientRect();
      var s = Math.max(box.w / (rect.width || 1), box.h / (rect.height || 1));
      box.x = drag.bx - (ev.clientX - drag.x) * s;
      box.y = drag.by - (ev.clientY - drag.y) * s;
      applyBox();
    }
    function onUp() {
      drag = null;
      svg.classList.remove("sg-panning");
    }
    global.addEventListener("mousemove", onMove);
    global.addEventListener("mouseup", onUp);
    container.__sgCleanup = function () {
      global.removeEventListener("mousemove", onMove);
      global.removeEventListener("mouseup", onUp);
    };
    svg.addEventListener("click", function () { select(null); });

    // side panel: details of the selection, then the legend
    var details = html("div", "sg-details", side);
    var legend = html("div", "sg-legend", side);
    drawLegend(legend, data);
    select(null);

    function showTip(ev, text) {
      var rect = canvas.getBoundingClientRect();
      tooltip.textContent = text;
      tooltip.style.display = "block";
      tooltip.style.left = Math.min(ev.clientX - rect.left + 14, rect.width - 200) + "px";
      tooltip.style.top = ev.clientY - rect.top + 14 + "px";
    }
    function hideTip() { tooltip.style.display = "none"; }

    function open(n) {
      if (options.onOpen && n.uri) options.onOpen(n);
    }

    function clearMarks() {
      root.classList.remove("sg-has-selection");
      Object.keys(nodeEls).forEach(function (r) { nodeEls[r].classList.remove("sg-selected", "sg-near"); });
      Object.keys(edgeEls).forEach(function (id) { edgeEls[id].classList.remove("sg-selected", "sg-incident"); });
    }

    function select(key) {
      if (key !== null && key !== undefined && !nodeEls[key] && !edgeEls[key]) key = null;
      clearMarks();
      details.textContent = "";
      root.removeAttribute("data-selected");
      if (key === null || key === undefined) {
        html("h2", "", details, "Selection");
        html("p", "sg-hint", details, "Click a node or an edge to see it; double-click a node to open it. Scroll to zoom, drag to pan.");
        return;
      }
      root.classList.add("sg-has-selection");
      root.setAttribute("data-selected", key);
      if (nodeEls[key]) {
        var n = byRef[key];
        nodeEls[key].classList.add("sg-selected");
        html("h2", "", details, plain(n.title) || n.ref);
        html("div", "sg-kind", details, n.kind + (where(n) ? " · " + where(n) : ""));
        var list = html("ul", "", details);
        (incident[key] || []).forEach(function (e) {
          var other = e.src === key ? e.dst : e.src;
          edgeEls[e.id].classList.add("sg-incident");
          if (nodeEls[other]) nodeEls[other].classList.add("sg-near");
          var arrow = !e.directed ? "⇄" : e.src === key ? "→" : "←";
          var item = html("li", "", list, arrow + " " + e.kind + " " + clip(byRef[other] ? label(byRef[other]) : other, 50) +
            (e.origin === "judged" ? " [suggested]" : "") + (e.reason ? " — " + e.reason : ""));
          item.setAttribute("data-edge-id", e.id);
        });
        if (options.onOpen && n.uri) {
          var b = html("button", "", details, "Open");
          b.addEventListener("click", function () { open(n); });
        }
      } else if (edgeEls[key]) {
        var path = edgeEls[key];
        path.classList.add("sg-selected");
        var e = null;
        data.edges.forEach(function (x) { if (x.id === key) e = x; });
        [e.src, e.dst].forEach(function (r) { if (nodeEls[r]) nodeEls[r].classList.add("sg-near"); });
        html("h2", "", details, e.kind + " · " + e.origin);
        html("div", "", details, edgeTip(e, byRef));
        html("div", "sg-kind", details, "edge " + e.id);
      }
    }

    root.setAttribute("data-rendered", "true");
    root.setAttribute("data-nodes", String(Object.keys(nodeEls).length));
    root.setAttribute("data-edges", String(Object.keys(edgeEls).length));
    if (global.document && global.document.body) global.document.body.setAttribute("data-rendered", "true");
    return { select: select, root: root, svg: svg };
  }

  function drawLegend(legend, data) {
    var nodeKinds = {};
    data.nodes.forEach(function (n) { nodeKinds[n.kind] = true; });
    var edgeKinds = {};
    var origins = {};
    data.edges.forEach(function (e) { edgeKinds[e.kind] = true; origins[e.origin] = true; });
    html("h2", "", legend, "Nodes");
    var ul = html("ul", "", legend);
    Object.keys(nodeKinds).sort().forEach(function (k) {
      var li = html("li", "", ul);
      html("span", "sg-swatch", li).style.background = NODE_COLORS[k] || NODE_COLORS.node;
      html("span", "", li, k);
    });
    if (!Object.keys(edgeKinds).length) return;
    html("h2", "", legend, "Edges");
    ul = html("ul", "", legend);
    Object.keys(edgeKinds).sort().forEach(function (k) {
      var li = html("li", "", ul);
      html("span", "sg-line", li).style.borderTopColor = EDGE_COLORS[k] || "#8c959f";
      html("span", "", li, k);
    });
    html("h2", "", legend, "Origins");
    ul = html("ul", "", legend);
    Object.keys(origins).sort().forEach(function (o) {
      var li = html("li", "", ul);
      var line = html("span", "sg-line", li);
      if (o === "judged") line.classList.add("sg-dashed");
      if (o === "derived") line.style.borderTopStyle = "dotted";
      if (o === "authorial" || o === "promoted") line.style.borderTopWidth = "3px";
      line.style.borderTopColor = "currentColor";
      html("span", "", li, ORIGIN_WORDS[o] || o);
    });
  }

  /** Read the embedded data and draw; in a VS Code webview, also take updates by message. */
  function boot() {
    var holder = document.getElementById("semnet-data");
    var mount = document.getElementById("semnet-root") || document.body;
    var vscode = typeof global.acquireVsCodeApi === "function" ? global.acquireVsCodeApi() : null;
    var options = {};
    if (vscode) {
      options.onOpen = function (n) { vscode.postMessage({ type: "open", ref: n.ref, uri: n.uri, range: n.range }); };
    }
    if (holder && holder.textContent.trim()) {
      var payload = JSON.parse(holder.textContent);
      var view = render(mount, payload.subgraph || payload, { title: payload.title, onOpen: options.onOpen });
      // `graph.html#select=<ref or edge id>` opens with that selected (links, tests)
      var hash = global.location && global.location.hash;
      if (hash && hash.indexOf("#select=") === 0) view.select(decodeURIComponent(hash.slice(8)));
    }
    global.addEventListener("message", function (ev) {
      var msg = ev.data || {};
      if (msg.type === "subgraph" && msg.data) {
        render(mount, msg.data, { title: msg.title, onOpen: options.onOpen });
      }
    });
    if (vscode) vscode.postMessage({ type: "ready" });
  }

  global.SemnetGraph = { render: render, layout: layout, plain: plain, clip: clip };
  if (global.document) {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", boot);
    else boot();
  }
})(typeof window !== "undefined" ? window : this);
