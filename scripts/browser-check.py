#!/usr/bin/python3
"""Loads pages of a built site in headless Chromium and fails on what a reader would meet.

    browser-check.py [--hostile] [--readme PNG] SITE SHOTS PAGE [PAGE ...]
    browser-check.py [--hostile] --no-shots SITE PAGE [PAGE ...]

Each PAGE (a path under SITE, e.g. index.html) is opened at 320, 390 and 1280 px wide (a page
whose name starts with "email", the HTML part of a message, at 320, 360 and 600 px), in the light
and the dark colour scheme, through the Chrome DevTools Protocol (Debian's chromium and
python3-websocket). A full-page screenshot of each goes to SHOTS/<page>-<width>-<scheme>.png.

It fails on: a console error or uncaught exception, a request that fails (a missing stylesheet or
image), horizontal overflow at phone widths (under 700 px), any JavaScript dialog, a duration or
count split over two lines ("6 h / 10 m", "2時/間40分", "65 / likes"), and on these accessibility
rules: a lang attribute, a title, exactly one h1, headings that never skip a level, charts (an svg not hidden
by aria-hidden) with a text alternative, links with discernible text, and text contrast of at least 4.5:1 (3:1 for
large text) against the background it sits on, in both schemes. Then axe-core (the engine itself,
axe.min.js from PyPI's axe-selenium-python 3.0.0, fetched by scripts/fetch-axe.sh; AXE_JS names
another copy) runs at WCAG 2.1 A and AA, and each violation is a problem.

With --hostile, it also fails on anything text from outside could have injected: script, iframe,
object, embed, img, form or input elements, event-handler (on*) or style attributes, and links
whose address is not http(s), mailto or a page of the site.

With --readme PNG, the first page is also captured at 1280 x 1500 in the light scheme: the
README's picture.

With --no-shots, every check runs and no screenshot is taken: for a check whose pictures nobody
looks at (a test's throwaway site), where the full-page captures would be about a third of its time.
"""
import base64
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import websocket

PAGE_WIDTHS = (320, 390, 1280)
EMAIL_WIDTHS = (320, 360, 600)
SCHEMES = ("light", "dark")
PHONE = 700
AXE = os.environ.get("AXE_JS") or os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "axe", "axe.min.js")
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]


def widths(page):
    """The widths `page` is seen at: a phone, a small phone and a desktop; an email's up to 600 px."""
    return EMAIL_WIDTHS if os.path.basename(page).startswith("email") else PAGE_WIDTHS


# Runs in the page; returns each duration or count drawn over more than one line, as JSON.
SPLIT = r"""
(() => {
  const gap = '[\\s\\u00a0\\u2060]*';
  const pattern = new RegExp([
    `[+\\u2212±]?\\d+${gap}h(?:${gap}\\d+${gap}m)?(?![a-z])`, `[+\\u2212±]?\\d+${gap}m(?![a-z])`,
    `[+\\u2212±]?\\d+${gap}時${gap}間(?:${gap}\\d+${gap}分)?`, `[+\\u2212±]?\\d+${gap}分`,
    `\\d[\\d,]*${gap}(?:likes?|stocks?|reads?|links?|min read|days?)\\b`,
    `\\d[\\d,]*${gap}(?:い${gap}い${gap}ね|ス${gap}ト${gap}ッ${gap}ク|日${gap}間)`,
    `(?:記${gap}事|リ${gap}ン${gap}ク)${gap}\\d+${gap}[本件]`,
  ].join('|'), 'g');
  const split = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement || node.parentElement.closest('svg, [aria-hidden="true"]')) continue;
    for (const match of node.textContent.matchAll(pattern)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const rects = [...range.getClientRects()].filter(r => r.width > 0);
      const tops = rects.map(r => r.top);
      if (rects.length && Math.max(...tops) - Math.min(...tops) > rects[0].height / 2)
        split.push(match[0].replace(/[\u00a0\u2060]/g, m => m === '\u00a0' ? ' ' : ''));
    }
  }
  return JSON.stringify(split);
})()
"""

# Runs in the page; returns the accessibility problems and the overflow as JSON.
AUDIT = r"""
(() => {
  const problems = [];
  const html = document.documentElement;
  if (!html.getAttribute('lang')) problems.push('no lang attribute on <html>');
  if (!document.title.trim()) problems.push('no <title>');
  for (const img of document.images) {
    // A picture that loaded but cannot be drawn (an SVG that is not well-formed) has no size.
    if (img.complete && img.naturalWidth === 0) problems.push(`the image ${img.currentSrc || img.src} cannot be shown`);
  }
  const h1 = document.querySelectorAll('h1').length;
  if (h1 !== 1) problems.push(`${h1} h1 elements; a page needs exactly one`);
  let last = 0;
  for (const h of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const level = Number(h.tagName[1]);
    if (last && level > last + 1) problems.push(`heading "${h.textContent.trim().slice(0, 40)}" skips from h${last} to h${level}`);
    last = level;
  }
  // A decorative svg (aria-hidden, such as a bar beside its own figure in a table) needs no alternative.
  for (const svg of document.querySelectorAll('svg:not([aria-hidden="true"])')) {
    const ids = (svg.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean);
    const labelled = ids.map(id => document.getElementById(id)).filter(e => e && e.textContent.trim()).length;
    const named = (svg.getAttribute('aria-label') || '').trim() || labelled > 0;
    if (svg.getAttribute('role') !== 'img' || !named) problems.push(`an svg chart (${svg.getAttribute('class')}) has no role=img with a text alternative`);
  }
  for (const a of document.querySelectorAll('a')) {
    const pictured = [...a.querySelectorAll('img[alt]')].some(img => img.alt.trim());
    if (!a.textContent.trim() && !pictured && !(a.getAttribute('aria-label') || '').trim()) problems.push(`a link to ${a.getAttribute('href')} has no text`);
  }
  const rgba = text => {
    const m = text.match(/rgba?\(([^)]+)\)/);
    if (!m) return null;
    const p = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number);
    return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
  };
  const background = el => {
    for (let e = el; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c && c.a > 0.5) return c;
    }
    return rgba(getComputedStyle(document.documentElement).backgroundColor) || { r: 255, g: 255, b: 255, a: 1 };
  };
  const luminance = c => {
    const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
  };
  const seen = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.textContent.trim() || !el || seen.has(el) || el.closest('svg, [aria-hidden="true"]')) continue;
    seen.add(el);
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const fg = rgba(style.color), bg = background(el);
    if (!fg) continue;
    const [hi, lo] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
    const ratio = (hi + 0.05) / (lo + 0.05);
    const size = parseFloat(style.fontSize), bold = Number(style.fontWeight) >= 700;
    const needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    if (ratio < needed) problems.push(`text "${node.textContent.trim().slice(0, 30)}" (<${el.tagName.toLowerCase()} class="${el.className}">) has contrast ${ratio.toFixed(2)}:1, below ${needed}:1`);
  }
  // The document's width, not innerWidth: a phone (mobile emulation) widens its viewport to fit
  // content that is too wide, so innerWidth would grow with the overflow it should reveal.
  const width = Math.max(html.scrollWidth, document.body.scrollWidth);
  // The innermost element that reaches past the screen, to say what overflows.
  let wide = '';
  if (width > screen.width) {
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.right > screen.width + 1 && ![...el.children].some(c => c.getBoundingClientRect().right > screen.width + 1))
        { wide = `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') || ''}"> "${el.textContent.trim().slice(0, 30)}"`; break; }
    }
  }
  return JSON.stringify({ problems, width, wide, height: html.scrollHeight });
})()
"""


# Runs in the page; returns what hostile text could have injected, as JSON.
INJECTED = r"""
(() => {
  const found = [];
  for (const el of document.querySelectorAll('script, iframe, object, embed, img, form, input, base, meta[http-equiv]'))
    found.push(`<${el.tagName.toLowerCase()}> element`);
  for (const el of document.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name)) found.push(`${attr.name} attribute on <${el.tagName.toLowerCase()}>`);
      if (attr.name === 'style') found.push(`style attribute on <${el.tagName.toLowerCase()}>`);
    }
  }
  for (const a of document.querySelectorAll('a[href], area[href], [xlink\\:href]')) {
    const protocol = new URL(a.getAttribute('href') || '', document.baseURI).protocol;
    if (!['http:', 'https:', 'mailto:', 'file:'].includes(protocol)) found.push(`a link to ${protocol} ${a.getAttribute('href').slice(0, 60)}`);
  }
  return JSON.stringify(found);
})()
"""


class Browser:
    """One headless Chromium and a page in it, spoken to over the DevTools websocket."""

    def __init__(self):
        # One folder for the profile and for Chromium's own temporary files, which it leaves behind
        # when killed: close() removes it whole.
        self.scratch = tempfile.mkdtemp(prefix="wd-chromium-")
        self.profile = os.path.join(self.scratch, "profile")
        os.makedirs(os.path.join(self.scratch, "tmp"))
        binary = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
        if not binary:
            sys.exit("browser-check: no chromium on PATH; install it: apt-get install chromium")
        self.process = subprocess.Popen(
            [binary, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
             "--remote-debugging-port=0", f"--user-data-dir={self.profile}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
            env={**os.environ, "TMPDIR": os.path.join(self.scratch, "tmp")}, start_new_session=True)
        address = None
        deadline = time.time() + 30
        while time.time() < deadline and address is None:
            line = self.process.stderr.readline()
            match = re.search(r"DevTools listening on (ws://\S+)", line)
            if match:
                address = match.group(1)
            elif not line and self.process.poll() is not None:
                break
        if not address:
            self.close()
            sys.exit("browser-check: chromium did not start its DevTools endpoint")
        self.socket = websocket.create_connection(address, timeout=60)
        self.next_id = 0
        self.events = []
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        for domain in ("Page", "Runtime", "Network", "Log"):
            self.call(f"{domain}.enable", session=True)

    def call(self, method, session=False, **params):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if session:
            message["sessionId"] = self.session
        self.socket.send(json.dumps(message))
        while True:
            reply = json.loads(self.socket.recv())
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.event(reply)

    def event(self, message):
        method = message.get("method")
        if method == "Page.javascriptDialogOpening":
            self.events.append(("dialog", message["params"].get("message", "")))
            self.socket.send(json.dumps({"id": 0, "method": "Page.handleJavaScriptDialog",
                                         "params": {"accept": False}, "sessionId": self.session}))
        elif method:
            self.events.append((method, message.get("params", {})))

    def wait_for(self, method, seconds=30):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if any(name == method for name, _ in self.events):
                return True
            self.socket.settimeout(max(0.1, deadline - time.time()))
            try:
                self.event(json.loads(self.socket.recv()))
            except websocket.WebSocketTimeoutException:
                break
        return False

    def close(self):
        try:
            self.socket.close()
        except Exception:
            pass
        # Chromium's helpers (network service, renderers) outlive a killed browser and go on
        # writing into the profile: kill its whole process group, and wait for every one to go.
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.process.wait()
        deadline = time.time() + 5
        while time.time() < deadline:
            try:
                os.killpg(self.process.pid, 0)
            except ProcessLookupError:
                break
            time.sleep(0.05)
        shutil.rmtree(self.scratch, ignore_errors=True)


def check(browser, site, page, width, scheme, shots, hostile=False):
    """Problems met on `page` at `width` in `scheme`; saves the screenshot in `shots` (None: none)."""
    problems = []
    browser.call("Emulation.setDeviceMetricsOverride", session=True, width=width, height=900,
                 deviceScaleFactor=1, mobile=width < 600)
    browser.call("Emulation.setEmulatedMedia", session=True, features=[{"name": "prefers-color-scheme", "value": scheme}])
    browser.events = []
    url = "file://" + os.path.abspath(os.path.join(site, page))
    browser.call("Page.navigate", session=True, url=url)
    if not browser.wait_for("Page.loadEventFired"):
        problems.append("the page did not finish loading in 30 s")
    for name, params in browser.events:
        if name == "dialog":
            problems.append(f"a JavaScript dialog opened: {params[:80]!r}")
        elif name == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            text = " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", []))
            problems.append(f"console error: {text[:120]}")
        elif name == "Runtime.exceptionThrown":
            problems.append(f"uncaught exception: {params.get('exceptionDetails', {}).get('text', '')[:120]}")
        elif name == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
            problems.append(f"browser error: {params['entry'].get('text', '')[:160]}")
        elif name == "Network.loadingFailed" and not params.get("canceled"):
            problems.append(f"a request failed: {params.get('errorText')} ({params.get('type')})")
        elif name == "Network.responseReceived" and params.get("response", {}).get("status", 200) >= 400:
            problems.append(f"a request answered {params['response']['status']}: {params['response'].get('url')}")
    audit = json.loads(browser.call("Runtime.evaluate", session=True, expression=AUDIT, returnByValue=True)["result"]["value"])
    problems += audit["problems"]
    if hostile:
        injected = json.loads(browser.call("Runtime.evaluate", session=True, expression=INJECTED, returnByValue=True)["result"]["value"])
        problems += [f"injected: {what}" for what in injected]
    if width < PHONE and audit["width"] > width:
        problems.append(f"the page is {audit['width'] - width} px wider than a {width} px screen ({audit['wide']})")
    split = json.loads(browser.call("Runtime.evaluate", session=True, expression=SPLIT, returnByValue=True)["result"]["value"])
    problems += [f'"{text}" is split over two lines' for text in split]
    problems += axe_violations(browser)
    if shots is None:
        return problems
    height = min(max(900, int(audit["height"])), 16000)
    browser.call("Emulation.setDeviceMetricsOverride", session=True, width=width, height=height,
                 deviceScaleFactor=1, mobile=width < 600)
    shot = browser.call("Page.captureScreenshot", session=True, format="png")
    name = page.replace("/index.html", "").replace("/", "-").replace(".html", "") or "index"
    with open(os.path.join(shots, f"{name}-{width}-{scheme}.png"), "wb") as file:
        file.write(base64.b64decode(shot["data"]))
    return problems


def axe_violations(browser):
    """What axe-core finds at WCAG 2.1 A and AA on the page now loaded, one line per rule."""
    with open(AXE, encoding="utf-8") as file:
        browser.call("Runtime.evaluate", session=True, expression=file.read())
    run = ("axe.run(document, {runOnly: {type: 'tag', values: %s}, resultTypes: ['violations']})"
           ".then(r => JSON.stringify(r.violations.map(v => ({id: v.id, help: v.help, count: v.nodes.length,"
           " target: v.nodes.length ? v.nodes[0].target.join(' ') : ''}))))") % json.dumps(AXE_TAGS)
    reply = browser.call("Runtime.evaluate", session=True, expression=run, awaitPromise=True, returnByValue=True)
    if "exceptionDetails" in reply:
        return [f"axe did not run: {reply['exceptionDetails'].get('text', '')}"]
    return [f"axe {v['id']}: {v['help']} ({v['count']} element(s), first {v['target'][:80]})"
            for v in json.loads(reply["result"]["value"])]


def readme_picture(browser, site, page, path):
    """`page` at 1280 x 1500 (README_WIDTH and README_HEIGHT override them), light (README_SCHEME=dark
    for dark): the README's picture. With README_FROM, the picture starts at the heading of that
    text (a section)."""
    width = int(os.environ.get("README_WIDTH", "1280"))
    height = int(os.environ.get("README_HEIGHT", "1500"))
    mobile = width < 600
    browser.call("Emulation.setDeviceMetricsOverride", session=True, width=width, height=height,
                 deviceScaleFactor=2 if mobile else 1, mobile=mobile)
    browser.call("Emulation.setEmulatedMedia", session=True, features=[{"name": "prefers-color-scheme", "value": os.environ.get("README_SCHEME", "light")}])
    browser.events = []
    browser.call("Page.navigate", session=True, url="file://" + os.path.abspath(os.path.join(site, page)))
    browser.wait_for("Page.loadEventFired")
    options = {"format": "png"}
    heading = os.environ.get("README_FROM")
    if heading:
        script = ("(() => { const h = [...document.querySelectorAll('h2')].find(e => e.textContent.trim() === "
                  + json.dumps(heading) + "); return h ? h.getBoundingClientRect().top + window.scrollY - 16 : -1; })()")
        top = browser.call("Runtime.evaluate", session=True, expression=script, returnByValue=True)["result"]["value"]
        if top < 0:
            raise SystemExit(f"no heading {heading!r} in {page}")
        options.update(captureBeyondViewport=True, clip={"x": 0, "y": top, "width": width, "height": height, "scale": 1})
    shot = browser.call("Page.captureScreenshot", session=True, **options)
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "wb") as file:
        file.write(base64.b64decode(shot["data"]))
    print(f"Wrote {path}")


def main():
    arguments = sys.argv[1:]
    readme, hostile, pictures = None, False, True
    while arguments[:1] in (["--readme"], ["--hostile"], ["--no-shots"]):
        if arguments[0] == "--hostile":
            hostile, arguments = True, arguments[1:]
        elif arguments[0] == "--no-shots":
            pictures, arguments = False, arguments[1:]
        elif len(arguments) > 1:
            readme, arguments = arguments[1], arguments[2:]
        else:
            break
    if len(arguments) < (3 if pictures else 2) or (readme and not pictures):
        sys.exit(__doc__)
    if pictures:
        site, shots, pages = arguments[0], arguments[1], arguments[2:]
        os.makedirs(shots, exist_ok=True)
    else:
        site, shots, pages = arguments[0], None, arguments[1:]
    if not os.path.isfile(AXE) and not os.environ.get("AXE_JS"):
        # Fetched here too, so that any suite that checks pages runs alone on a fresh clone.
        subprocess.run([os.path.join(os.path.dirname(os.path.abspath(__file__)), "fetch-axe.sh")],
                       stdout=subprocess.DEVNULL, check=False)
    if not os.path.isfile(AXE):
        sys.exit(f"browser-check: no axe-core at {AXE}; run scripts/fetch-axe.sh (or set AXE_JS)")
    browser = Browser()
    failures = 0
    try:
        if readme:
            readme_picture(browser, site, pages[0], readme)
        for page in pages:
            for width in widths(page):
                for scheme in SCHEMES:
                    problems = check(browser, site, page, width, scheme, shots, hostile)
                    status = "ok" if not problems else f"{len(problems)} problem(s)"
                    print(f"{page} at {width} px, {scheme}: {status}")
                    for problem in problems:
                        print(f"  ✗ {problem}")
                    failures += len(problems)
    finally:
        browser.close()
    views = sum(len(widths(page)) for page in pages) * len(SCHEMES)
    print(f"{views} views checked, {failures} problem(s)" + (f"; screenshots in {shots}" if shots else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
