/**
 * The API reference at /api/docs: a plain page whose script fetches /api/openapi.json and lists
 * every operation by tag, with its parameters, request body and answers. Written here rather
 * than taken from a UI package so it works offline, weighs a few kilobytes and fits the CSP
 * (script from our own origin, inline styles only).
 */
export const referencePage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>RoofBid API reference</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
  header, main { max-width: 72rem; margin: 0 auto; padding: 1rem 1.5rem; }
  header { border-bottom: 1px solid #ddd; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  h2 { font-size: 1.15rem; margin: 2rem 0 .5rem; }
  label { display: block; margin-top: .75rem; font-weight: 600; }
  input { font: inherit; padding: .4rem .6rem; width: min(30rem, 100%); border: 1px solid #767676; border-radius: 4px; }
  nav ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .25rem .75rem; }
  a { color: #0b57d0; }
  details { border: 1px solid #ddd; border-radius: 6px; margin: .4rem 0; }
  summary { cursor: pointer; padding: .5rem .75rem; display: flex; gap: .75rem; align-items: baseline; flex-wrap: wrap; }
  .method { font: 700 .8rem/1 ui-monospace, monospace; padding: .3rem .45rem; border-radius: 4px; color: #fff; background: #3d3d3d; min-width: 3.5rem; text-align: center; }
  .get { background: #0d6b36; } .post { background: #0b57d0; } .put, .patch { background: #8a4b00; } .delete { background: #b3261e; }
  .path { font-family: ui-monospace, monospace; font-weight: 600; overflow-wrap: anywhere; }
  .body { padding: 0 .75rem .75rem; border-top: 1px solid #eee; }
  h3 { font-size: .95rem; margin: .9rem 0 .3rem; }
  table { border-collapse: collapse; width: 100%; font-size: .9rem; }
  th, td { text-align: left; border-bottom: 1px solid #eee; padding: .25rem .5rem .25rem 0; vertical-align: top; }
  pre { background: #f5f5f5; padding: .6rem; border-radius: 4px; overflow: auto; font-size: .8rem; max-height: 24rem; }
  .muted { color: #555; }
</style>
</head>
<body>
<header>
  <h1>RoofBid API reference</h1>
  <p class="muted">Generated from the routes' own schemas. The document itself: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
  <label for="filter">Filter by path or group</label>
  <input id="filter" type="search" autocomplete="off">
</header>
<main id="reference" aria-live="polite"><p>Loading the API description...</p></main>
<script src="/api/docs/reference.js"></script>
</body>
</html>
`;

export const referenceScript = `'use strict';
(function () {
  var main = document.getElementById('reference');
  var filter = document.getElementById('filter');
  var methods = ['get', 'post', 'put', 'patch', 'delete'];

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) { node.setAttribute(name, attrs[name]); });
    (children || []).forEach(function (child) {
      if (child === null || child === undefined) return;
      node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
    });
    return node;
  }
  // Focusable: a long schema scrolls, and keyboard users must be able to scroll it.
  function json(value) { return el('pre', { tabindex: '0' }, [JSON.stringify(value, null, 2)]); }
  function slug(text) { return 'tag-' + text.replace(/[^a-z0-9]+/gi, '-').toLowerCase(); }

  function parameters(operation) {
    var list = operation.parameters || [];
    if (!list.length) return null;
    var rows = list.map(function (p) {
      var schema = p.schema || {};
      return el('tr', {}, [
        el('td', {}, [el('code', {}, [p.name])]),
        el('td', {}, [p.in]),
        el('td', {}, [p.required ? 'yes' : 'no']),
        el('td', {}, [String(schema.type || (schema.enum ? 'enum' : '') || (schema.anyOf ? 'one of' : '')), schema.format ? ' (' + schema.format + ')' : '', schema.enum ? ': ' + schema.enum.join(', ') : '']),
      ]);
    });
    return el('div', {}, [
      el('h3', {}, ['Parameters']),
      el('table', {}, [
        el('thead', {}, [el('tr', {}, [el('th', {}, ['Name']), el('th', {}, ['In']), el('th', {}, ['Required']), el('th', {}, ['Type'])])]),
        el('tbody', {}, rows),
      ]),
    ]);
  }

  function content(media) {
    var types = Object.keys(media || {});
    return types.map(function (type) {
      return el('div', {}, [el('p', { class: 'muted' }, [type]), media[type].schema ? json(media[type].schema) : null]);
    });
  }

  function operationView(method, path, operation) {
    var security = (operation.security || []).map(function (s) { return Object.keys(s).join(' + '); });
    var responses = Object.keys(operation.responses || {}).map(function (status) {
      var answer = operation.responses[status];
      return el('div', {}, [el('h3', {}, [status + ': ' + (answer.description || '')])].concat(content(answer.content)));
    });
    var details = el('details', { 'data-search': (method + ' ' + path + ' ' + (operation.tags || []).join(' ')).toLowerCase() }, [
      el('summary', {}, [
        el('span', { class: 'method ' + method }, [method.toUpperCase()]),
        el('span', { class: 'path' }, [path]),
      ]),
      el('div', { class: 'body' }, [
        operation.description ? el('p', {}, [operation.description]) : null,
        el('p', { class: 'muted' }, [security.length ? 'Session cookie: ' + security.join(' or ') : 'No session needed']),
        parameters(operation),
        operation.requestBody ? el('h3', {}, ['Request body']) : null,
      ].concat(operation.requestBody ? content(operation.requestBody.content) : []).concat(responses)),
    ]);
    return details;
  }

  function render(doc) {
    var groups = {};
    Object.keys(doc.paths || {}).sort().forEach(function (path) {
      methods.forEach(function (method) {
        var operation = doc.paths[path][method];
        if (!operation) return;
        var tag = (operation.tags && operation.tags[0]) || 'other';
        (groups[tag] = groups[tag] || []).push(operationView(method, path, operation));
      });
    });
    var tags = Object.keys(groups).sort();
    var nav = el('nav', { 'aria-label': 'Groups' }, [el('ul', {}, tags.map(function (tag) {
      return el('li', {}, [el('a', { href: '#' + slug(tag) }, [tag])]);
    }))]);
    main.replaceChildren(
      el('p', {}, [doc.info.description || '']),
      nav,
    );
    tags.forEach(function (tag) {
      main.appendChild(el('section', { 'data-tag': tag }, [el('h2', { id: slug(tag) }, [tag])].concat(groups[tag])));
    });
  }

  filter.addEventListener('input', function () {
    var words = filter.value.toLowerCase().trim();
    main.querySelectorAll('section').forEach(function (section) {
      var shown = 0;
      section.querySelectorAll('details').forEach(function (item) {
        var match = !words || item.getAttribute('data-search').indexOf(words) !== -1;
        item.hidden = !match;
        if (match) shown++;
      });
      section.hidden = shown === 0;
    });
  });

  fetch('/api/openapi.json', { credentials: 'same-origin' })
    .then(function (res) {
      if (!res.ok) throw new Error('The API description could not be loaded (' + res.status + ').');
      return res.json();
    })
    .then(render)
    .catch(function (err) { main.replaceChildren(el('p', { role: 'alert' }, [err.message])); });
})();
`;
