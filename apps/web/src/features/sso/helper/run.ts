/* eslint-disable @typescript-eslint/no-explicit-any -- the script talks to the DOM and the host SDK untyped */
/**
 * The redirect helper (spec 4.1), as one self-contained function: script.ts sends its source text
 * with the rules of rules.ts and params.ts passed in as `lib`, so it must use nothing from outside
 * its parameters (no imports, no module constants) and stay plain ES2017.
 */

export type HelperConfig = {
  /** The site's home address; a target of step 3 and 6. */
  siteUrl: string | null
  /** Where the sign-in request goes instead of siteUrl (a bounce page), if set. */
  bounceUrl: string | null
  /** True on the admin's sign-in page: the redirect is always a top-level one. */
  isWpLogin: boolean
  /** Top-level redirect even in a frame. */
  forceRedirect?: boolean
  providerName: string
  providerLogo: string
  hostName: string
  /** Where the collaboration host's SDK is served from (our origin). */
  hostSdkUrl: string
  /** The administrators' documentation for the manifest update. */
  docsUrl: string
  /**
   * Where a frame claims the sign-in its popup made (a same-origin POST of the popups' `cb`), so
   * that the frame gets a session cookie of its own where third-party cookies are blocked.
   */
  handoffUrl?: string
  /**
   * Origins besides the SDK's own list whose messages the host SDK accepts (`app.initialize`'s
   * valid message origins): another Microsoft 365 host, or a test host on loopback.
   */
  hostOrigins?: string[]
  /**
   * This is the popup's landing page (/sso/klar): step 5 runs here even when the popup cannot read
   * the target its opener stored (a frame on another site has partitioned storage; the host's popup
   * has the host, not our frame, as its opener).
   */
  popupLanding?: boolean
}

export function runRedirectHelper(win: any, config: HelperConfig, lib: any): void {
  const KEY_TARGET = 'smedja-sso-redirect-to'
  const KEY_POPUP = 'smedja-sso-popup'
  const KEY_HOST = 'smedja-sso-host'
  const HOST_FLAG = 'msteams'
  const doc = win.document
  const log = function (line: string) {
    win.console.log(line)
  }

  function storage(): any {
    try {
      return win.localStorage
    } catch {
      return null
    }
  }
  // The opener is a window of ours too; under storage partitioning (a frame on another site) it
  // has its own localStorage, which the popup reaches through it.
  function openerStorage(): any {
    try {
      return win.opener && win.opener !== win ? win.opener.localStorage : null
    } catch {
      return null
    }
  }
  function read(key: string): string | null {
    const own = storage()
    let value = own ? own.getItem(key) : null
    if (value === null) {
      const other = openerStorage()
      value = other ? other.getItem(key) : null
    }
    return value
  }
  function write(key: string, value: string | null) {
    const stores = [storage(), openerStorage()]
    for (let i = 0; i < stores.length; i++) {
      const s = stores[i]
      if (!s) continue
      try {
        if (value === null) s.removeItem(key)
        else s.setItem(key, value)
      } catch {
        /* storage full or blocked: the flow falls back to the button */
      }
    }
  }

  // The popup's opener is a page of another site: the collaboration host that opened its
  // authentication window (our own frame would be same-origin).
  function foreignOpener(): boolean {
    if (!win.opener || win.opener === win) return false
    try {
      return win.opener.location.href === undefined
    } catch {
      return true
    }
  }

  function initHost(sdk: any): any {
    return sdk.app.initialize(config.hostOrigins || [])
  }

  function inFrame(): boolean {
    try {
      return win.self !== win.top
    } catch {
      return true
    }
  }

  const query = new win.URLSearchParams(win.location.search)
  const current = win.location.href.split('#')[0]
  let redirectTo = lib.validRedirectTo(query.get('redirect_to'), current, log)
  if (redirectTo !== current && lib.originOf(redirectTo) !== win.location.origin) {
    log('pRedirectTo parameter ignored because it is not a valid (encoded) URL')
    redirectTo = current
  }
  const loginHint = lib.validLoginHint(query.get('login_hint'), log)
  const domainHint = lib.validDomainHint(query.get('domain_hint'), log)
  const idpId = lib.validIdpId(query.get('idp_id'), log)
  const b2cPolicy = query.get('b2c_policy') || ''
  const base = config.bounceUrl || config.siteUrl || current

  function postForm(action: string, fields: Record<string, string>) {
    const form = doc.createElement('form')
    form.method = 'post'
    form.action = action
    form.hidden = true
    for (const name in fields) {
      const input = doc.createElement('input')
      input.type = 'hidden'
      input.name = name
      input.value = fields[name]
      form.appendChild(input)
    }
    doc.body.appendChild(form)
    form.submit()
  }

  function signInRequest() {
    postForm(lib.withQuery(base, { cb: lib.uuidV4(win.crypto) }), {
      action: 'openidredirect',
      login_hint: loginHint,
      domain_hint: domainHint,
      redirect_to: redirectTo,
      b2c_policy: b2cPolicy,
      idp_id: idpId,
    })
  }

  // The cache-busters of the popups this page opened: the server keeps the popup's sign-in for the
  // page that knows its cb (claimSession).
  const popupCbs: string[] = []
  function popupUrl(): string {
    const cb = lib.uuidV4(win.crypto)
    popupCbs.push(cb)
    if (popupCbs.length > 5) popupCbs.shift()
    return lib.withQuery(base, {
      action: 'openidredirect',
      redirect_to: redirectTo,
      domain_hint: domainHint,
      b2c_policy: b2cPolicy,
      cb: cb,
    })
  }

  // A frame on another site does not get the popup's (top-level) session cookie where third-party
  // cookies are blocked: it takes the popup's sign-in over first, then goes on (step 6).
  function claimSession(done: () => void) {
    if (!config.handoffUrl || !popupCbs.length || typeof win.fetch !== 'function') return done()
    let finished = false
    const finish = function () {
      if (finished) return
      finished = true
      done()
    }
    win.setTimeout(finish, 5000)
    win
      .fetch(config.handoffUrl, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'handoff=' + encodeURIComponent(popupCbs.join(',')),
      })
      .then(finish, finish)
  }

  function errorArea(): any {
    return doc.getElementById('smedja-sso-errors') || doc.body
  }

  function showError(text: string) {
    const p = doc.createElement('p')
    p.className = 'sso-error'
    p.setAttribute('role', 'alert')
    p.textContent = text
    errorArea().appendChild(p)
  }

  function showAdminNotice(error: string) {
    const box = doc.createElement('div')
    box.className = 'sso-admin-notice'
    box.setAttribute('role', 'alert')
    const h = doc.createElement('h2')
    h.textContent = 'Important information for administrators'
    const p1 = doc.createElement('p')
    p1.textContent =
      'The login plugin now supports a more integrated single sign-on experience for ' +
      config.hostName +
      ' tabs and apps. Please update your App Manifest.'
    const a = doc.createElement('a')
    a.href = config.docsUrl
    a.target = '_blank'
    a.rel = 'noopener'
    a.textContent = 'Continue reading'
    const p2 = doc.createElement('p')
    p2.textContent = '[Exception details: ' + error + ']'
    box.appendChild(h)
    box.appendChild(p1)
    box.appendChild(a)
    box.appendChild(p2)
    errorArea().appendChild(box)
  }

  function goAfterPopup() {
    const timer = win.setInterval(function () {
      const own = storage()
      if (!own || own.getItem(KEY_POPUP) !== 'closed') return
      win.clearInterval(timer)
      own.removeItem(KEY_POPUP)
      const hostNow = lib.isInHost(own.getItem(KEY_HOST), win.name)
      // The popup removes the target from its own storage, which is this one too when storage is
      // not partitioned: what this window stored in step 4 is kept here as well.
      const target = lib.openerTarget(
        own.getItem(KEY_TARGET) || redirectTo,
        hostNow,
        win.location.protocol,
        config.siteUrl,
      )
      own.removeItem(KEY_TARGET)
      claimSession(function () {
        if (target.go) win.location.assign(target.go)
        else win.location.reload()
      })
    }, 100)
  }

  function openPopup() {
    const g = lib.popupGeometry(win.screen)
    const popup = win.open(popupUrl(), 'smedja-sso', lib.popupFeatures(g))
    if (popup && popup.focus) popup.focus()
    goAfterPopup()
    return popup
  }

  function addFallbackButton() {
    if (doc.getElementById('smedja-sso-fallback')) return
    const button = doc.createElement('button')
    button.type = 'button'
    button.id = 'smedja-sso-fallback'
    button.className = 'sso-fallback'
    const img = doc.createElement('img')
    img.src = config.providerLogo
    img.alt = ''
    img.width = 20
    img.height = 20
    const span = doc.createElement('span')
    span.textContent = 'Sign in with ' + config.providerName
    button.appendChild(img)
    button.appendChild(span)
    button.addEventListener('click', function () {
      const g = lib.popupGeometry(win.screen)
      const popup = win.open(popupUrl(), 'smedja-sso', lib.popupFeatures(g))
      if (popup && popup.focus) popup.focus()
    })
    const container =
      doc.getElementById('smedja-sso-loading') || doc.getElementById('smedja-sso-redirect')
    ;(container || doc.body).appendChild(button)
  }

  function loadHostSdk(done: (sdk: any) => void) {
    if (win.microsoftTeams) return done(win.microsoftTeams)
    const script = doc.createElement('script')
    script.src = config.hostSdkUrl
    script.async = true
    script.onload = function () {
      done(win.microsoftTeams)
    }
    script.onerror = function () {
      done(null)
    }
    doc.head.appendChild(script)
  }

  function hostFlow() {
    write(KEY_HOST, HOST_FLAG)
    // The 500 ms are the host's to answer `initialize`, counted from when the SDK asks (our own
    // download of the SDK is not the host's delay); an SDK that does not load fails at once.
    loadHostSdk(function (loaded) {
      if (!loaded) {
        showError('Could not initialize the ' + config.hostName + ' SDK [unknown error].')
        return
      }
      let initialised = false
      initHost(loaded).then(
        function () {
          initialised = true
        },
        function () {},
      )
      win.setTimeout(function () {
        afterInitialise(loaded, initialised)
      }, 500)
    })
  }

  function afterInitialise(sdk: any, initialised: boolean) {
    if (!initialised) {
      showError('Could not initialize the ' + config.hostName + ' SDK [unknown error].')
      return
    }
    let gotContext = false
    sdk.app.getContext().then(
      function () {
        gotContext = true
        sdk.authentication.getAuthToken().then(
          function (token: string) {
            postForm(config.siteUrl || current, { state: redirectTo, id_token: token })
          },
          function (error: any) {
            const detail = error && error.message ? error.message : String(error)
            hostPopup(sdk)
            showAdminNotice(detail)
            notifyFailure(sdk, 'AuthFailed')
          },
        )
      },
      function () {},
    )
    win.setTimeout(function () {
      if (!gotContext) hostPopup(sdk)
    }, 500)
  }

  // The SDK sends notifyFailure only from an authentication window; from the tab the same message
  // goes through its generic channel, so the host hears of the failure (spec 4.1, 8.1).
  function notifyFailure(sdk: any, reason: string) {
    try {
      sdk.authentication.notifyFailure(reason)
    } catch {
      try {
        if (sdk.sendCustomMessage)
          sdk.sendCustomMessage('authentication.authenticate.failure', [reason])
      } catch {
        /* not initialised: nothing to tell */
      }
    }
  }

  function hostPopup(sdk: any) {
    const g = lib.popupGeometry(win.screen)
    sdk.authentication.authenticate({ url: popupUrl(), width: g.width, height: g.height }).then(
      function () {
        const target = lib.openerTarget(
          read(KEY_TARGET),
          true,
          win.location.protocol,
          config.siteUrl,
        )
        write(KEY_TARGET, null)
        claimSession(function () {
          if (target.go) win.location.assign(target.go)
          else win.location.reload()
        })
      },
      function () {},
    )
  }

  function finishPopup() {
    write(KEY_POPUP, 'closed')
    const own = storage()
    if (own) own.removeItem(KEY_TARGET)
    if (lib.isInHost(read(KEY_HOST), win.name) || (config.popupLanding && foreignOpener())) {
      write(KEY_HOST, null)
      loadHostSdk(function (sdk) {
        if (!sdk) return win.close()
        initHost(sdk).then(
          function () {
            sdk.authentication.notifySuccess()
          },
          function () {
            win.close()
          },
        )
      })
      return
    }
    win.close()
  }

  function start() {
    // Step 2: a session that ran out while the admin was open: reload the top window.
    if (query.get('interim-login') === '1') {
      try {
        win.top.location.reload()
      } catch {
        win.location.reload()
      }
      return
    }
    const framed = inFrame()
    // Step 5: the popup is back on one of our pages with the target stored.
    if (!framed && (config.popupLanding || ((win.opener || read(KEY_HOST)) && read(KEY_TARGET)))) {
      finishPopup()
      return
    }
    // Step 3
    if (!framed || config.forceRedirect || config.isWpLogin) {
      signInRequest()
      return
    }
    // Step 4
    const own = storage()
    const inHost = lib.isInHost(own ? own.getItem(KEY_HOST) : null, win.name)
    write(KEY_POPUP, null)
    write(KEY_HOST, null)
    write(KEY_TARGET, redirectTo)
    if (inHost) {
      hostFlow()
      return
    }
    openPopup()
    addFallbackButton()
  }

  // Step 1
  ;(function whenReady() {
    if (doc.readyState === 'interactive' || doc.readyState === 'complete') start()
    else win.setTimeout(whenReady, 500)
  })()
}
