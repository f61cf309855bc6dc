// The web door's pages: the game list, and a game's live dashboard with its console. No build step, no library.
"use strict";

const T = {};
let shownLocale = null;

// ---- texts ---------------------------------------------------------------------------------------------------

async function loadTexts(locale) {
  if (locale === shownLocale) return;
  const response = await fetch(`/api/locales/${encodeURIComponent(locale)}`);
  if (!response.ok) return;
  Object.assign(T, (await response.json()).messages);
  shownLocale = locale;
  document.documentElement.lang = locale;
  document.querySelectorAll("[data-t]").forEach((el) => { if (T[el.dataset.t]) el.textContent = T[el.dataset.t]; });
  document.querySelectorAll("[data-tp]").forEach((el) => { if (T[el.dataset.tp]) el.placeholder = T[el.dataset.tp]; });
}

function t(id, fallback) { return T[id] || fallback || id; }

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") node.className = v; else if (k === "text") node.textContent = v; else node.setAttribute(k, v);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

// ---- tokens --------------------------------------------------------------------------------------------------

function tokenFromHash() {
  const match = /(?:^#|&)token=([^&]+)/.exec(location.hash);
  if (!match) return null;
  history.replaceState(null, "", location.pathname + location.search);
  return decodeURIComponent(match[1]);
}

function tokenFor(game) {
  const given = tokenFromHash();
  const key = game ? `token:${game}` : "token";
  if (given) localStorage.setItem(key, given);
  return localStorage.getItem(key) || localStorage.getItem("token");
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
  const form = document.getElementById("token-form");
  const input = document.getElementById("token");
  const saved = tokenFor(null);
  if (saved) { input.value = saved; listGames(saved); }
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    localStorage.setItem("token", input.value.trim());
    listGames(input.value.trim());
  });
  document.getElementById("new-game").addEventListener("submit", (e) => { e.preventDefault(); createGame(e.target); });
}

async function listGames(token) {
  const response = await api("/api/games", token);
  const card = document.getElementById("games-card");
  const hint = document.getElementById("token-hint");
  if (!response.ok) {
    card.hidden = true;
    hint.textContent = t(response.status === 403 ? "web-token-admin-only" : "web-unauthorized");
    return;
  }
  hint.textContent = "";
  const { games } = await response.json();
  const list = document.getElementById("games");
  list.replaceChildren(...games.map((g) => el("li", {},
    el("a", { href: `/games/${encodeURIComponent(g.id)}`, text: g.id }),
    el("span", { class: "muted", text: ` ${g.ruleset} · ${g.locale} · #${g.seq}` }))));
  document.getElementById("no-games").hidden = games.length > 0;
  card.hidden = false;
}

async function createGame(form) {
  const token = localStorage.getItem("token");
  const body = JSON.stringify(Object.fromEntries(new FormData(form)));
  const response = await api("/api/games", token, { method: "POST", body });
  const error = document.getElementById("new-game-error");
  if (response.ok) {
    location.href = `/games/${encodeURIComponent((await response.json()).id)}`;
    return;
  }
  error.textContent = (await response.json()).message;
  error.hidden = false;
}

// ---- the dashboard -------------------------------------------------------------------------------------------

const Board = { game: null, token: null, view: null, skew: 0 };

async function gamePage() {
  Board.game = decodeURIComponent(location.pathname.split("/")[2] || "");
  Board.token = tokenFor(Board.game);
  document.getElementById("game-title").textContent = Board.game;
  document.title = Board.game;
  await loadTexts(browserLocale());
  if (!Board.token) { problem("web-unauthorized"); return; }
  setupConsole();
  const who = await api(`/api/games/${encodeURIComponent(Board.game)}/whoami`, Board.token);
  if (!who.ok) { problem(who.status === 404 ? "web-not-found" : "web-unauthorized"); return; }
  setRole((await who.json()).role);
  setInterval(tickTimers, 250);
  follow();
}

function problem(id) {
  const banner = document.getElementById("problem");
  banner.dataset.t = id;
  banner.textContent = t(id);
  banner.hidden = false;
}

function setLive(on) {
  const live = document.getElementById("live");
  live.dataset.t = on ? "web-live" : "web-offline";
  live.textContent = t(live.dataset.t);
  live.className = on ? "live on" : "live off";
}

// Reads the server-sent event stream with fetch (so the token goes in a header), reconnecting with backoff.
async function follow() {
  let delay = 500;
  for (;;) {
    try {
      const response = await api(`/api/games/${encodeURIComponent(Board.game)}/stream`, Board.token);
      if (response.status === 401 || response.status === 403) { problem("web-unauthorized"); return; }
      if (response.status === 404) { problem("web-not-found"); return; }
      if (!response.ok) throw new Error(`stream ${response.status}`);
      setLive(true);
      delay = 500;
      await readEvents(response.body.getReader(), (name, data) => { if (name === "dashboard") show(JSON.parse(data)); });
    } catch (err) {
      console.warn(err);
    }
    setLive(false);
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 10000);
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
  await loadTexts(view.locale);
  document.getElementById("summary").textContent = view.summary;
  document.body.dataset.seq = String(view.seq);
  renderCharacters(view.characters);
  renderDuels(view.duels);
  renderRecent(view.recent);
  refreshChart(view);
}

// The pools over the game, drawn by the server (fetched with the token, shown from a blob), once per change.
async function refreshChart(view) {
  if (Board.chartSeq === view.seq || !view.characters.length) return;
  Board.chartSeq = view.seq;
  const response = await api(`/api/games/${encodeURIComponent(Board.game)}/charts/pools.svg`, Board.token);
  if (!response.ok) return;
  const img = document.getElementById("chart");
  if (img.src) URL.revokeObjectURL(img.src);
  img.src = URL.createObjectURL(await response.blob());
  img.alt = t("web-chart");
  document.getElementById("chart-section").hidden = false;
}

function localTime(iso) {
  return new Date(iso).toLocaleTimeString(shownLocale || undefined, { hour: "2-digit", minute: "2-digit" });
}

function renderCharacters(characters) {
  const box = document.getElementById("characters");
  box.replaceChildren(...characters.map(characterCard));
  document.getElementById("no-characters").hidden = characters.length > 0;
}

function characterCard(c) {
  const pools = c.pools.map((p) => {
    const bar = el("div", { class: "bar-track" }, el("div", { class: "bar-fill" }));
    if (p.max) bar.firstChild.style.width = `${Math.max(0, Math.min(100, (100 * p.current) / p.max))}%`;
    return el("div", { class: "pool", "data-pool": p.id },
      el("span", { class: "pool-label", text: p.label }),
      el("span", { class: "pool-value", text: p.max === null ? `${p.current}` : `${p.current} / ${p.max}` }),
      p.max ? bar : null);
  });
  const badges = c.badges.map((b) => el("span", {
    class: `badge ${b.level}`, "data-badge": b.id,
    text: b.until ? `${b.text} ${t("web-until")} ${localTime(b.until)}` : b.text,
  }));
  const owner = c.player ? `${t("web-player")}: ${c.player}` : t("web-gm-run");
  return el("article", { class: "character card", "data-key": c.key },
    el("header", {}, el("h3", { text: c.name }), c.duel ? el("span", { class: "tag", text: `⚔ ${c.duel}` }) : null),
    el("div", { class: "pools" }, ...pools),
    badges.length ? el("div", { class: "badges" }, ...badges) : null,
    el("p", { class: "muted small", text: [owner, ...c.details].join(" · ") }));
}

function renderDuels(duels) {
  const box = document.getElementById("duels");
  box.replaceChildren(...duels.map(duelCard));
  document.getElementById("no-duels").hidden = duels.length > 0;
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

function renderRecent(entries) {
  const list = document.getElementById("recent");
  list.replaceChildren(...entries.map((e) => el("li", { "data-seq": String(e.seq) },
    el("div", { class: "entry-head" },
      el("span", { class: "muted", text: `#${e.seq} ${localTime(e.at)} · ${e.actor.name || e.actor.id} · ${e.door}` }),
      el("code", { text: e.command })),
    ...e.events.map((ev) => el("p", { text: ev.text })))));
}

// ---- the console ---------------------------------------------------------------------------------------------

const history_ = [];
let historyAt = 0;

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
  input.addEventListener("keydown", (e) => {
    if (e.key === "ArrowUp" && historyAt > 0) { historyAt -= 1; input.value = history_[historyAt]; e.preventDefault(); }
    if (e.key === "ArrowDown" && historyAt < history_.length) {
      historyAt += 1; input.value = history_[historyAt] || ""; e.preventDefault();
    }
  });
  document.getElementById("share-button").addEventListener("click", share);
}

function setRole(role) {
  const readOnly = role === "read";
  document.getElementById("command-form").hidden = readOnly;
  document.getElementById("read-only").hidden = !readOnly;
  document.getElementById("share").hidden = !(role === "gm" || role === "admin");
}

function say(cls, lines) {
  const out = document.getElementById("output");
  const block = el("div", { class: `said ${cls}` }, ...lines.map((line) => el("p", { text: line })));
  out.append(block);
  out.scrollTop = out.scrollHeight;
}

async function send(text) {
  say("mine", [`> ${text}`]);
  const key = (crypto.randomUUID && crypto.randomUUID()) || `${Date.now()}-${Math.random()}`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const response = await api(`/api/games/${encodeURIComponent(Board.game)}/commands`, Board.token, {
        method: "POST", body: JSON.stringify({ text }), headers: { "Idempotency-Key": key },
      });
      const reply = await response.json();
      if (!response.ok) { say("refused", [reply.message]); return; }
      say(reply.ok ? "reply" : "refused", reply.lines);
      return;
    } catch (err) {
      console.warn(err);  // the same Idempotency-Key makes the retry harmless
    }
  }
  say("refused", [t("web-error")]);
}

async function share() {
  const response = await api(`/api/games/${encodeURIComponent(Board.game)}/tokens`, Board.token, {
    method: "POST", body: JSON.stringify({ role: "read", label: "dashboard" }),
  });
  if (!response.ok) { say("refused", [t("web-error")]); return; }
  const field = document.getElementById("share-url");
  field.value = (await response.json()).url;
  field.hidden = false;
  field.select();
}

document.addEventListener("DOMContentLoaded", () => {
  const page = document.body.dataset.page;
  if (page === "index") indexPage();
  if (page === "game") gamePage();
});
