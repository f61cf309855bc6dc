// The web door's pages: the game list, and a game's live dashboard with its console. No build step, no library.
"use strict";

const T = {};
let shownLocale = null;

// ---- texts ---------------------------------------------------------------------------------------------------

// The rulesets a game may play, from the server's registry (a new ruleset needs no change here).
const RULESETS = [];

async function loadTexts(locale) {
  if (locale === shownLocale) return;
  const response = await fetch(`/api/locales/${encodeURIComponent(locale)}`);
  if (!response.ok) return;
  const texts = await response.json();
  Object.assign(T, texts.messages);
  RULESETS.splice(0, RULESETS.length, ...texts.rulesets);
  shownLocale = locale;
  document.documentElement.lang = locale;
  document.querySelectorAll("[data-t]").forEach((el) => { if (T[el.dataset.t]) el.textContent = T[el.dataset.t]; });
  document.querySelectorAll("[data-tp]").forEach((el) => { if (T[el.dataset.tp]) el.placeholder = T[el.dataset.tp]; });
}

function t(id, fallback) { return T[id] || fallback || id; }

// Shows a message by id on an element, and keeps the id so a later change of language words it again.
function setText(node, id) { node.dataset.t = id; node.textContent = t(id); }

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") node.className = v; else if (k === "text") node.textContent = v; else node.setAttribute(k, v);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

// ---- tokens --------------------------------------------------------------------------------------------------
// Each role's token is kept apart (localStorage, by game and role), so a read-only link opened in another tab
// never replaces the GM's; each tab also remembers the token it was opened with (sessionStorage).

const ROLES = ["gm", "player", "read"];
const ADMIN_KEY = "token:admin";

function tokenIn(text) {
  const match = /(?:^|[#&])token=([^&\s]+)/.exec(text || "");
  return match ? decodeURIComponent(match[1]) : null;
}

function tokenFromHash() {
  const given = tokenIn(location.hash);
  if (given) history.replaceState(null, "", location.pathname + location.search);
  return given;
}

function savedToken(game) {
  const mine = sessionStorage.getItem(`tab:${game}`);
  if (mine) return mine;
  for (const role of ROLES) {
    const kept = localStorage.getItem(`token:${game}:${role}`);
    if (kept) return kept;
  }
  return localStorage.getItem(ADMIN_KEY);
}

function keepToken(game, role, token) {
  sessionStorage.setItem(`tab:${game}`, token);
  localStorage.setItem(role === "admin" ? ADMIN_KEY : `token:${game}:${role}`, token);
}

function forgetToken(game, token) {
  if (sessionStorage.getItem(`tab:${game}`) === token) sessionStorage.removeItem(`tab:${game}`);
  for (const key of [ADMIN_KEY, ...ROLES.map((role) => `token:${game}:${role}`)]) {
    if (localStorage.getItem(key) === token) localStorage.removeItem(key);
  }
}

function api(path, token, options = {}) {
  const headers = Object.assign({ Authorization: `Bearer ${token}` }, options.headers || {});
  if (options.body) headers["Content-Type"] = "application/json";
  return fetch(path, Object.assign({}, options, { headers }));
}

function browserLocale() {
  const wanted = (navigator.language || "en").slice(0, 2);
  return ["pl", "ru", "fr", "cs", "en"].includes(wanted) ? wanted : "en";
}

// ---- the game list -------------------------------------------------------------------------------------------

async function indexPage() {
  await loadTexts(browserLocale());
  const rulesets = document.getElementById("game-ruleset");
  rulesets.replaceChildren(...RULESETS.map((id) => {
    const option = el("option", { value: id });
    setText(option, `web-ruleset-${id.replace(/_/g, "-")}`);
    return option;
  }));
  document.getElementById("game-locale").value = browserLocale();  // a new game speaks the browser's language
  const input = document.getElementById("token");
  const open = (token) => { input.value = token; localStorage.setItem(ADMIN_KEY, token); listGames(token); };
  const saved = tokenFromHash() || localStorage.getItem(ADMIN_KEY);
  if (saved) open(saved);
  window.addEventListener("hashchange", () => { const given = tokenFromHash(); if (given) open(given); });
  document.getElementById("token-form").addEventListener("submit", (e) => {
    e.preventDefault();
    open(tokenIn(input.value) || input.value.trim());
  });
  document.getElementById("new-game").addEventListener("submit", (e) => { e.preventDefault(); createGame(e.target); });
}

async function listGames(token) {
  const response = await api("/api/games", token);
  const card = document.getElementById("games-card");
  const hint = document.getElementById("token-hint");
  if (!response.ok) {
    card.hidden = true;
    setText(hint, response.status === 403 ? "web-token-admin-only" : "web-unauthorized");
    return;
  }
  hint.textContent = "";
  const { games } = await response.json();
  const list = document.getElementById("games");
  list.replaceChildren(...games.map((g) => el("li", {},
    el("a", { href: `/games/${encodeURIComponent(g.id)}`, text: g.id }),
    el("span", { class: "muted", text: ` ${rulesetName(g.ruleset)} · ${t(`web-language-${g.locale}`, g.locale)} · ${g.summary}` }))));
  document.getElementById("no-games").hidden = games.length > 0;
  card.hidden = false;
}

function rulesetName(id) { return t(`web-ruleset-${id.replace(/_/g, "-")}`, id); }

async function createGame(form) {
  const token = localStorage.getItem(ADMIN_KEY);
  const body = JSON.stringify(Object.fromEntries(new FormData(form)));
  const response = await api("/api/games", token, { method: "POST", body });
  const error = document.getElementById("new-game-error");
  if (response.ok) {
    location.href = `/games/${encodeURIComponent((await response.json()).id)}`;
    return;
  }
  error.textContent = (await response.json()).message || t("web-error");
  error.hidden = false;
}

// ---- the dashboard -------------------------------------------------------------------------------------------

const Board = {
  game: null, token: null, role: null, actor: null, view: null, skew: 0, run: 0, stream: null, picks: {}, more: {},
};

async function gamePage() {
  Board.game = decodeURIComponent(location.pathname.split("/")[2] || "");
  document.getElementById("game-title").textContent = Board.game;
  await loadTexts(localStorage.getItem(`locale:${Board.game}`) || browserLocale());
  showTitle();
  setupConsole();
  restoreReplies();
  setupTabs();
  document.getElementById("locked-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const field = document.getElementById("locked-token");
    const given = tokenIn(field.value) || field.value.trim();
    field.value = "";
    if (given) open(given);
  });
  window.addEventListener("hashchange", () => { const given = tokenFromHash(); if (given) open(given); });
  setInterval(tickTimers, 250);
  open(tokenFromHash() || savedToken(Board.game));
}

function showTitle() { document.title = `${Board.game} · ${t("web-dashboard")}`; }

// Opens the game with a token: asks what it is, then follows the game live; a token it does not open locks the page.
async function open(token) {
  const run = ++Board.run;
  if (Board.stream) Board.stream.abort();
  Board.token = token;
  document.getElementById("problem").hidden = true;
  if (!token) { lock("web-token-help"); return; }
  let who;
  try {
    who = await api(`/api/games/${encodeURIComponent(Board.game)}/whoami`, token);
  } catch (err) {
    console.warn(err);
    setLive("off");
    setTimeout(() => { if (run === Board.run) open(token); }, 1000);
    return;
  }
  if (run !== Board.run) return;
  if (!who.ok) { refused(who.status, token); return; }
  const { role, actor } = await who.json();
  Board.actor = actor.id;
  keepToken(Board.game, role, token);
  unlock();
  setRole(role);
  follow(run);
}

function refused(status, token) {
  if (status === 404) { problem("web-not-found"); setLive("locked"); return; }
  forgetToken(Board.game, token);
  lock("web-locked");
}

function lock(id) {
  Board.run += 1;
  if (Board.stream) Board.stream.abort();
  setText(document.getElementById("locked-why"), id);
  document.getElementById("locked").hidden = false;
  document.getElementById("layout").hidden = true;
  document.getElementById("tabs").hidden = true;
  setLive("locked");
  document.getElementById("locked-token").focus();
}

function unlock() {
  document.getElementById("locked").hidden = true;
  document.getElementById("layout").hidden = false;
  document.getElementById("tabs").hidden = false;
}

function problem(id) {
  const banner = document.getElementById("problem");
  setText(banner, id);
  banner.hidden = false;
}

function setLive(how) {
  const live = document.getElementById("live");
  setText(live, { on: "web-live", off: "web-offline", locked: "web-no-access" }[how]);
  live.className = `live ${how}`;
  document.body.classList.toggle("stale", how === "off" && Board.view !== null);  // what is shown may be old
}

// Reads the server-sent event stream with fetch (so the token goes in a header), reconnecting with backoff.
async function follow(run) {
  let delay = 500;
  while (run === Board.run) {
    const control = new AbortController();
    Board.stream = control;
    try {
      const response = await api(`/api/games/${encodeURIComponent(Board.game)}/stream`, Board.token,
        { signal: control.signal });
      if (run !== Board.run) return;
      if (response.status === 401 || response.status === 403 || response.status === 404) {
        refused(response.status, Board.token);
        return;
      }
      if (!response.ok) throw new Error(`stream ${response.status}`);
      setLive("on");
      delay = 500;
      await readEvents(response.body.getReader(), (name, data) => {
        if (name === "dashboard" && run === Board.run) show(JSON.parse(data));
      });
    } catch (err) {
      if (run !== Board.run) return;
      console.warn(err);
    }
    if (run !== Board.run) return;
    setLive("off");
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 5000);
    if (run !== Board.run) return;
    const who = await api(`/api/games/${encodeURIComponent(Board.game)}/whoami`, Board.token).catch(() => null);
    if (who && !who.ok && run === Board.run) { refused(who.status, Board.token); return; }
  }
}

async function readEvents(reader, onEvent) {
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const frame = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let name = "message";
      const data = [];
      for (const line of frame.split("\n")) {
        if (line.startsWith("event:")) name = line.slice(6).trim();
        else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
      }
      if (data.length) onEvent(name, data.join("\n"));
    }
  }
}

async function show(view) {
  Board.view = view;
  Board.skew = Date.parse(view.now) - Date.now();
  localStorage.setItem(`locale:${Board.game}`, view.locale);
  await loadTexts(view.locale);
  showTitle();
  document.getElementById("summary").textContent = view.summary;
  document.body.dataset.seq = String(view.seq);
  document.getElementById("duels-section").hidden = !view.commands.includes("duel");
  keepingFocus(() => {
    renderCharacters(view.characters, view.duels);
    renderDuels(view.duels);
    renderRecent(view.recent);
    renderMoves(view.turns);
    renderQuick(view.quick);
  });
  refreshChart(view);
  if (Board.role === "gm" || Board.role === "admin") {
    fillLinkCharacters(view.characters);
    if (Board.linksSeq !== view.seq) { Board.linksSeq = view.seq; refreshLinks(); }
  }
}

// Redraws the page without losing the keyboard's place: the control that had focus (named by its data-focus) gets
// it back; where it is gone (a move made), the first move awaited or the command line takes it.
function keepingFocus(redraw) {
  const held = document.activeElement && document.activeElement.dataset
    ? document.activeElement.dataset.focus : undefined;
  redraw();
  if (held === undefined || document.activeElement !== document.body) return;
  const again = document.querySelector(`[data-focus="${CSS.escape(held)}"]`)
    || document.querySelector("#moves button, #quick button");
  if (again) again.focus({ preventScroll: true });
  else if (!document.getElementById("command-form").hidden) document.getElementById("command").focus({ preventScroll: true });
}

// The pools over the game, drawn by the server (fetched with the token, shown from a blob), once per change.
async function refreshChart(view) {
  if (Board.chartSeq === view.seq || !view.characters.length) return;
  Board.chartSeq = view.seq;
  const img = document.getElementById("chart");
  if (!(await drawChart(img, "pools.svg"))) return;
  img.alt = t("web-chart");
  document.getElementById("chart-section").hidden = false;
}

// Fetches a picture of the game into an image (a narrow one on a phone, so that its type reads); says if it came.
async function drawChart(img, what, narrow = window.matchMedia("(max-width: 600px)").matches) {
  const size = narrow ? "narrow" : "wide";
  const glue = what.includes("?") ? "&" : "?";
  const path = `/api/games/${encodeURIComponent(Board.game)}/charts/${what}${glue}size=${size}`;
  const response = await api(path, Board.token);
  if (!response.ok) return false;
  if (img.src) URL.revokeObjectURL(img.src);
  img.src = URL.createObjectURL(await response.blob());
  return true;
}

async function showReplyChart(what, caption) {
  const img = el("img", { class: "chart", alt: caption });
  if (!(await drawChart(img, what, true))) return;  // the console is a column: a narrow picture reads in it
  const out = document.getElementById("output");
  out.append(el("figure", { class: "picture" }, img));
  img.addEventListener("load", () => { out.scrollTop = out.scrollHeight; });
}

function localTime(iso) {
  return new Date(iso).toLocaleTimeString(shownLocale || undefined, { hour: "2-digit", minute: "2-digit" });
}

function renderCharacters(characters, duels) {
  const acting = new Set(duels.filter((d) => !d.ended && d.active).map((d) => d.active));
  const box = document.getElementById("characters");
  box.replaceChildren(...characters.map((c) => characterCard(c, acting.has(c.name))));
  document.getElementById("no-characters").hidden = characters.length > 0;
}

// A pool's bar: its length the fraction left, its colour the level (high, mid, low).
function level(fraction) { return fraction > 0.5 ? "high" : fraction > 0.25 ? "mid" : "low"; }

function bar(fraction) {
  const fill = el("div", { class: `bar-fill ${level(fraction)}`, "data-level": level(fraction) });
  fill.style.width = `${100 * fraction}%`;  // through the CSSOM: the page's policy forbids style attributes
  return el("div", { class: "bar-track" }, fill);
}

function poolRow(p) {
  const fraction = p.max ? Math.max(0, Math.min(1, p.current / p.max)) : null;
  return el("div", { class: "pool", "data-pool": p.id },
    el("span", { class: "pool-label", text: p.label }),
    el("span", { class: "pool-value", text: p.max === null ? `${p.current}` : `${p.current} / ${p.max}` }),
    fraction === null ? null : bar(fraction));
}

function characterCard(c, acting) {
  const badges = c.badges.map((b) => el("span", {
    class: `badge ${b.level}`, "data-badge": b.id,
    text: b.until ? `${b.text} ${t("web-until")} ${localTime(b.until)}` : b.text,
  }));
  const owner = c.player ? `${t("web-player")}: ${c.player_name || c.player}` : t("web-gm-run");
  return el("article", { class: `character card${acting ? " acting" : ""}`, "data-key": c.key },
    el("header", {}, el("h3", { text: c.name }), c.duel ? el("span", { class: "tag", text: `⚔ ${c.duel}` }) : null),
    el("div", { class: "pools" }, ...c.pools.map(poolRow)),
    badges.length ? el("div", { class: "badges" }, ...badges) : null,
    el("p", { class: "muted small", text: [owner, ...c.details].join(" · ") }));
}

function renderDuels(duels) {
  const box = document.getElementById("duels");
  box.replaceChildren(...duels.map(duelCard));
  document.getElementById("no-duels").hidden = duels.length > 0;
}

// The turn tracker: the order with whoever acts now highlighted, then the defences awaited.
function tracker(d) {
  if (d.ended || !d.order.length) return null;
  return el("ol", { class: "order", "aria-label": t("web-turn-order") }, ...d.order.map((name) => el("li",
    name === d.active ? { class: "active", "aria-current": "true", text: `▶ ${name}` } : { text: name })));
}

function duelCard(d) {
  const sides = {};
  d.names.forEach((name, i) => { (sides[d.sides[i]] = sides[d.sides[i]] || []).push(name); });
  const title = Object.values(sides).map((names) => names.join(", ")).join(" ⚔ ");
  const timer = d.timer && !d.ended ? el("div", { class: "timer", "data-timer": JSON.stringify(d.timer) }) : null;
  const status = d.ended
    ? el("p", { class: "ended", text: d.winner ? `${t("web-winner")}: ${d.winner}` : t("web-ended") })
    : null;
  return el("article", { class: `duel card${d.ended ? " over" : ""}`, "data-duel": d.id },
    el("h3", { text: `#${d.id} ${title}` }),
    timer,
    tracker(d),
    ...(d.ended ? [] : d.awaited).map((text) => el("p", { class: "awaited", text })),
    ...d.lines.map((line) => el("p", { class: "line", text: line })),
    status);
}

function tickTimers() {
  const now = Date.now() + Board.skew;
  document.querySelectorAll("[data-timer]").forEach((node) => {
    const timer = JSON.parse(node.dataset.timer);
    if (!timer.running) { node.textContent = t("web-timer-stopped"); return; }
    const period = (timer.bout + timer.pause) * 1000;
    const into = Math.max(0, now - Date.parse(timer.started)) % period;
    const inBout = into < timer.bout * 1000;
    const left = Math.ceil((inBout ? timer.bout * 1000 - into : period - into) / 1000);
    node.className = `timer ${inBout ? "bout" : "pause"}`;
    node.textContent = `${t(inBout ? "web-bout" : "web-break")} ${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
  });
}

// The feed; a second screen lists only what changed the game (no /pool, /odds or /help).
function renderRecent(entries) {
  const shown = Board.role === "read" ? entries.filter((e) => e.changed) : entries;
  const list = document.getElementById("recent");
  list.replaceChildren(...shown.map((e) => el("li", { "data-seq": String(e.seq) },
    el("div", { class: "entry-head" },
      el("span", { class: "muted", text: `${localTime(e.at)} · ${e.who} · ${e.via}` }),
      e.typed ? el("code", { text: e.command }) : null),
    ...e.events.map((ev) => el("p", { text: ev.text })))));
}

// ---- the console ---------------------------------------------------------------------------------------------

const history_ = [];
let historyAt = 0;

// A roster pasted into the field (several lines, one sheet a line) goes whole: the core plays each line and
// answers one summary, as in a Telegram chat. One line pasted stays in the field as typed.
function pasteRosters(input) {
  input.addEventListener("paste", (e) => {
    const text = (e.clipboardData || window.clipboardData).getData("text");
    if (!text.trim().includes("\n")) return;
    e.preventDefault();
    input.value = "";
    send(text.trim());
  });
}

function setupConsole() {
  const form = document.getElementById("command-form");
  const input = document.getElementById("command");
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    input.value = "";
    history_.push(text);
    historyAt = history_.length;
    send(text);
  });
  pasteRosters(input);
  input.addEventListener("keydown", (e) => {
    if (e.key === "ArrowUp" && historyAt > 0) { historyAt -= 1; input.value = history_[historyAt]; e.preventDefault(); }
    if (e.key === "ArrowDown" && historyAt < history_.length) {
      historyAt += 1; input.value = history_[historyAt] || ""; e.preventDefault();
    }
  });
  document.getElementById("share-button").addEventListener("click", share);
  document.getElementById("link-form").addEventListener("submit", (e) => { e.preventDefault(); makePlayerLink(e.target); });
}

function setupTabs() {
  document.querySelectorAll("#tabs [data-tab]").forEach((button) => button.addEventListener("click", () => {
    document.body.dataset.tab = button.dataset.tab;
    window.scrollTo(0, 0);  // the other tab starts at its top, not where this one was scrolled to
    if (button.dataset.tab === "console") document.getElementById("command").focus({ preventScroll: true });
  }));
}

function setRole(role) {
  Board.role = role;
  const readOnly = role === "read";
  document.body.classList.toggle("screen", readOnly);
  document.getElementById("command-form").hidden = readOnly;
  document.getElementById("read-only").hidden = !readOnly;
  document.getElementById("share").hidden = !(role === "gm" || role === "admin");
  document.getElementById("home").hidden = role !== "admin";  // the list of games is the admin's only
  if (Board.view) show(Board.view);
}

// The moves the rules await, as buttons: one choice per step (a step of one value is taken), sent once all are made.
function renderMoves(turns) {
  const box = document.getElementById("moves");
  if (Board.role === "read") { box.replaceChildren(); return; }
  if (Board.role === "player") turns = turns.filter((turn) => mine(turn.character));
  const keys = new Set(turns.map(moveKey));
  for (const key of Object.keys(Board.picks)) if (!keys.has(key)) delete Board.picks[key];
  for (const key of Object.keys(Board.more)) if (!keys.has(key)) delete Board.more[key];
  box.replaceChildren(...turns.map(moveCard));
}

// A player's buttons are their own characters' moves only.
function mine(name) {
  return (Board.view ? Board.view.characters : []).some((c) => c.name === name && c.player === Board.actor);
}

function moveKey(turn) { return `${turn.duel}|${turn.character}|${turn.command}`; }

function moveCard(turn) {
  const key = moveKey(turn);
  const picks = Board.picks[key] || [];
  const head = el("div", { class: "move-head", text: `${turn.character}: ${turn.label}` });
  if (!turn.steps.length) {
    const button = el("button", { type: "button", text: turn.label, "data-focus": `move:${key}` });
    button.addEventListener("click", () => send(turn.prefix.replace(/:$/, "")));
    return el("div", { class: "move", "data-move": turn.command }, head, el("div", { class: "choices" }, button));
  }
  const shown = turn.steps.filter((step) => step.choices.length > 1 || !turn.steps.some((s) => s.choices.length > 1));
  const given = turn.steps.filter((step) => !shown.includes(step)).map((step) => step.choices[0].label);
  const rows = shown.map((step) => {
    const index = turn.steps.indexOf(step);
    const offered = step.own && !Board.more[key] ? step.choices.slice(0, step.own) : step.choices;
    const buttons = offered.map((c) => {
      // A choice that completes the move says what else it sends: the target when there is only one.
      const text = given.length ? `${c.label} → ${given.join(", ")}` : c.label;
      const button = el("button", { type: "button", class: picks[index] === c.value ? "picked" : "", text,
        "data-value": c.value, "data-focus": `move:${key}:${index}:${c.value}` });
      button.addEventListener("click", () => pick(turn, index, c.value));
      return button;
    });
    if (offered.length < step.choices.length) buttons.push(moreButton(key));
    return el("div", { class: "choices", "data-slot": step.slot }, ...buttons);
  });
  return el("div", { class: "move", "data-move": turn.command }, head, ...rows);
}

// Offers the rest of a step's choices (the spells outside the caster's own category), on request.
function moreButton(key) {
  const button = el("button", { type: "button", class: "secondary", "data-more": "", "data-focus": `more:${key}`,
    text: t("web-more-spells") });
  button.addEventListener("click", () => {
    Board.more[key] = true;
    renderMoves(Board.view ? Board.view.turns : []);
  });
  return button;
}

function pick(turn, index, value) {
  const key = moveKey(turn);
  const picks = (Board.picks[key] = Board.picks[key] || []);
  picks[index] = value;
  turn.steps.forEach((step, i) => { if (step.choices.length === 1) picks[i] = step.choices[0].value; });
  if (turn.steps.every((_, i) => picks[i] !== undefined)) {
    delete Board.picks[key];
    send(`${turn.prefix} ${picks.join(" ")}`);
  }
  renderMoves(Board.view ? Board.view.turns : []);
}

function renderQuick(quick) {
  const box = document.getElementById("quick");
  if (!(Board.role === "gm" || Board.role === "admin")) { box.replaceChildren(); return; }
  box.replaceChildren(...quick.map((q) => {
    const button = el("button", { type: "button", class: "secondary", "data-command": q.command, text: q.label,
      "data-focus": `quick:${q.command}` });
    button.addEventListener("click", () => send(q.text));
    return button;
  }));
}

//: How many replies the console keeps for a reload (sessionStorage, by game).
const KEPT_REPLIES = 100;

function say(cls, lines) {
  sayOnly(cls, lines);
  const kept = keptReplies();
  kept.push({ cls, lines });
  sessionStorage.setItem(`said:${Board.game}`, JSON.stringify(kept.slice(-KEPT_REPLIES)));
}

function sayOnly(cls, lines) {
  const out = document.getElementById("output");
  const block = el("div", { class: `said ${cls}` }, ...lines.map((line) => el("p", { text: line })));
  out.append(block);
  out.scrollTop = out.scrollHeight;
}

function keptReplies() {
  try {
    return JSON.parse(sessionStorage.getItem(`said:${Board.game}`) || "[]");
  } catch (err) {
    return [];
  }
}

// Shows the replies this tab had before a reload.
function restoreReplies() { keptReplies().forEach(({ cls, lines }) => sayOnly(cls, lines)); }

function newKey() { return (crypto.randomUUID && crypto.randomUUID()) || `${Date.now()}-${Math.random()}`; }

// Offers the closest readings of a line not played (did you mean) as links under its reply: following one sends its
// line once, under a key made of the line's own (a second choice of the same question is refused by the server).
function offerChoices(choices, key) {
  const links = choices.map((c) => {
    const link = el("a", { href: "#command", class: "choice", "data-line": c.line, text: c.label });
    link.addEventListener("click", (e) => {
      e.preventDefault();
      box.remove();
      send(c.line, Board.token, `${key}:choice`);
    });
    return el("li", {}, link);
  });
  const box = el("ul", { class: "choices-offered" }, ...links);
  const out = document.getElementById("output");
  out.append(box);
  out.scrollTop = out.scrollHeight;
}

// Sends a line to the game (with this page's token, or another: a new player link binding its character).
async function send(text, token = Board.token, key = newKey()) {
  say("mine", [`> ${text}`]);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const response = await api(`/api/games/${encodeURIComponent(Board.game)}/commands`, token, {
        method: "POST", body: JSON.stringify({ text }), headers: { "Idempotency-Key": key },
      });
      if (response.status === 401) { say("refused", [t("web-locked")]); refused(401, Board.token); return; }
      if (response.status === 403) { say("refused", [t("web-read-only")]); return; }
      const reply = await response.json();
      if (!response.ok) { say("refused", [reply.message || t("web-error")]); return; }
      say(reply.ok ? "reply" : "refused", reply.lines);
      if (reply.choices && reply.choices.length) offerChoices(reply.choices, key);
      if (reply.chart) showReplyChart(reply.chart, reply.lines.join(" "));
      return;
    } catch (err) {
      console.warn(err);  // the same Idempotency-Key makes the retry harmless
    }
  }
  say("refused", [t("web-not-sent")]);
  const field = document.getElementById("command");
  if (!field.value) field.value = text;  // the line waits in the field, to be sent again
}

// ---- links: the read-only link (made once, kept in this browser) and the players' links --------------------------

function tokensPath(id) {
  return `/api/games/${encodeURIComponent(Board.game)}/tokens${id ? `/${encodeURIComponent(id)}` : ""}`;
}

async function makeToken(role, label) {
  const response = await api(tokensPath(), Board.token, { method: "POST", body: JSON.stringify({ role, label }) });
  if (!response.ok) { say("refused", [(await response.json()).message || t("web-error")]); return null; }
  return response.json();
}

function showLink(fieldId, url) {
  const field = document.getElementById(fieldId);
  field.value = url;
  field.hidden = false;
  document.getElementById(`${fieldId}-label`).hidden = false;
  field.select();
}

// Shows the game's read-only link: the one this browser made while it is not revoked, else a new one.
async function share() {
  const kept = JSON.parse(localStorage.getItem(`share:${Board.game}`) || "null");
  if (kept && (await listLinks()).some((link) => link.id === kept.id)) { showLink("share-url", kept.url); return; }
  const made = await makeToken("read", t("web-share-label"));
  if (!made) return;
  localStorage.setItem(`share:${Board.game}`, JSON.stringify({ id: made.id, url: made.url }));
  showLink("share-url", made.url);
  refreshLinks();
}

// Makes a player's link for a character: a player token with its label, then the character bound to it (by the
// link itself where no one plays them yet, so the log names the player; by the GM where someone else does).
async function makePlayerLink(form) {
  const name = form.character.value;
  const made = await makeToken("player", form.label.value.trim() || name);
  if (!made) return;
  form.label.value = "";
  showLink("link-url", made.url);
  const played = (Board.view ? Board.view.characters : []).some((c) => c.name === name && c.player);
  if (played) await send(`/iam "${name}" to=web:${made.id}`);
  else await send(`/iam "${name}"`, made.token);
  refreshLinks();
}

async function listLinks() {
  const response = await api(tokensPath(), Board.token);
  return response.ok ? (await response.json()).tokens : [];
}

// Lists the game's links with their labels and roles, each with a button that revokes it.
async function refreshLinks() {
  if (!(Board.role === "gm" || Board.role === "admin")) return;
  const links = await listLinks();
  document.getElementById("links").replaceChildren(...links.map((link) => {
    const revoke = el("button", { type: "button", class: "secondary", text: t("web-link-revoke"),
      "data-focus": `revoke:${link.id}`, "aria-label": `${t("web-link-revoke")}: ${link.label || link.id}` });
    revoke.addEventListener("click", async () => {
      await api(tokensPath(link.id), Board.token, { method: "DELETE" });
      refreshLinks();
    });
    return el("li", { "data-token": link.id },
      el("span", { text: `${link.label || link.id} · ${t(`web-role-${link.role}`, link.role)}` }), revoke);
  }));
}

function fillLinkCharacters(characters) {
  const select = document.getElementById("link-character");
  const chosen = select.value;
  select.replaceChildren(...characters.map((c) => el("option", { value: c.name, text: c.name })));
  if (characters.some((c) => c.name === chosen)) select.value = chosen;
}

document.addEventListener("DOMContentLoaded", () => {
  const page = document.body.dataset.page;
  if (page === "index") indexPage();
  if (page === "game") gamePage();
});
