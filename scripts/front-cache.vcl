vcl 4.1;

# Smedja's front cache: Varnish 7 in front of the Next process(es). `npm run start:prod` writes this
# template with the backend's address and the ban secret filled in (scripts/lib/frontCache.mjs); an
# operator running their own Varnish fills in the three @…@ values the same way. For several web
# processes (`npm run start:cluster`) the backend is repeated per process, probed, behind a
# round-robin director; every process sends its bans to this one cache.
#
# - Public pages and build assets are served from here, for as long as Next says (s-maxage, with
#   stale-while-revalidate as grace). The hooks that revalidate a page in Next ban it here too
#   (apps/web/src/platform/frontCache.ts): BAN / with X-Ban-Url: <regex>, from loopback, with the secret.
# - Cart, checkout, account, admin, /api/*, /next/* (preview and draft mode), anything but GET/HEAD and
#   anything carrying a session (Payload's or single sign-on's) or draft-mode cookie goes to Next uncached.
# - A response that sets a cookie or says private/no-store/no-cache is never kept.
# - Public pages are the same for every visitor (per-visitor parts are filled in the browser), so a
#   visitor's other cookies (cart, consent) are dropped before the lookup rather than splitting the cache.

import std;

backend site {
    .host = "@BACKEND_HOST@";
    .port = "@BACKEND_PORT@";
    .connect_timeout = 2s;
    .first_byte_timeout = 60s;
    .between_bytes_timeout = 30s;
}

# Where bans may come from (the web processes); they must carry the secret as well.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "BAN") {
        if (!(client.ip ~ purgers) || req.http.X-Purge-Secret != "@PURGE_SECRET@") {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.X-Ban-Url) {
            return (synth(400, "X-Ban-Url missing"));
        }
        if (std.ban("obj.http.x-url ~ " + req.http.X-Ban-Url)) {
            return (synth(200, "Banned"));
        }
        return (synth(400, std.ban_error()));
    }
    unset req.http.X-Purge-Secret;
    unset req.http.X-Ban-Url;
    unset req.http.X-Cache;
    # One id per request, the same in the log of every process that handles it (apps/web/src/platform/
    # requestId.ts): kept when a load balancer in front sent one, made here otherwise.
    if (req.http.X-Request-Id !~ "^[!-~]{1,200}$") {
        set req.http.X-Request-Id = "vc-" + server.identity + "-" + req.xid + "-" + std.random(0, 1000000000);
    }

    if (req.method != "GET" && req.method != "HEAD") {
        set req.http.X-Cache = "PASS";
        return (pass);
    }
    # Per visitor or per editor: cart, checkout, account, admin, APIs, preview and draft mode.
    if (req.url ~ "^/(?:varukorg|kassan|konto|admin|api|next)(?:[/?]|$)") {
        set req.http.X-Cache = "PASS";
        return (pass);
    }
    # Single sign-on's popup request (spec 7.1): it starts a flow and sets a cookie, never cached.
    if (req.url ~ "[?&]action=openidredirect(?:&|$)") {
        set req.http.X-Cache = "PASS";
        return (pass);
    }
    # A signed-in customer or editor (Payload's session), an editor in draft mode, or a visitor signed
    # in with single sign-on (`smedja-sso`: members-only pages are rendered for them alone).
    if (req.http.Authorization ||
        req.http.Cookie ~ "(?:^|;\s*)(?:payload-token|smedja-sso|__prerender_bypass|__next_preview_data)=") {
        set req.http.X-Cache = "PASS";
        return (pass);
    }
    # Everything else is the same for every visitor: the page never reads a cookie on the server.
    unset req.http.Cookie;

    # Tracking parameters are for the browser's analytics, not part of what the page is.
    if (req.url ~ "[?&](?:utm_[a-z_]+|fbclid|gclid)=") {
        set req.url = regsuball(req.url, "(?<=[?&])(?:utm_[a-z_]+|fbclid|gclid)=[^&]*(?:&|$)", "");
        set req.url = regsub(req.url, "[?&]+$", "");
    }
    # `?a=1&b=2` and `?b=2&a=1` are one page (/sok and /butik keep their query: it names the page).
    set req.url = std.querysort(req.url);

    # Next compresses with gzip only; one variant for every browser that takes it.
    if (req.http.Accept-Encoding ~ "gzip") {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }
    # Optimised images vary by Accept: reduce it to the format Next would choose.
    if (req.url ~ "^/_next/image\?") {
        if (req.http.Accept ~ "image/avif") {
            set req.http.Accept = "image/avif";
        } elsif (req.http.Accept ~ "image/webp") {
            set req.http.Accept = "image/webp";
        } else {
            set req.http.Accept = "*/*";
        }
    }
    return (hash);
}

sub vcl_hit {
    set req.http.X-Cache = "HIT";
}

sub vcl_miss {
    set req.http.X-Cache = "MISS";
}

sub vcl_pass {
    set req.http.X-Cache = "PASS";
}

sub vcl_backend_fetch {
    unset bereq.http.X-Cache;
}

sub vcl_backend_response {
    # Bans match on what the object keeps (so the ban lurker can clear them in the background).
    set beresp.http.x-url = bereq.url;
    if (bereq.uncacheable) {
        return (deliver);
    }
    # Never kept: a response that sets a cookie, says it is private, or says nothing at all.
    if (beresp.http.Set-Cookie ||
        !beresp.http.Cache-Control ||
        beresp.http.Cache-Control ~ "(?i)private|no-store|no-cache") {
        call smedja_hit_for_miss;
    }
    # Next answered with the old page while it renders the new one: do not keep the old one here.
    if (beresp.http.x-nextjs-cache == "STALE") {
        set beresp.ttl = 1s;
        call smedja_hit_for_miss;
    }
    # TTL from s-maxage (or max-age), grace from stale-while-revalidate: Varnish reads both itself.
    return (deliver);
}

sub smedja_hit_for_miss {
    if (beresp.ttl <= 0s || beresp.ttl > 120s) {
        set beresp.ttl = 120s;
    }
    set beresp.uncacheable = true;
    return (deliver);
}

sub vcl_deliver {
    unset resp.http.x-url;
    set resp.http.X-Cache = req.http.X-Cache;
    # This request's id, not the one of the request that filled the cache.
    set resp.http.X-Request-Id = req.http.X-Request-Id;
    # This cache is the one that is purged on publish; a browser or another cache behind it must ask
    # again rather than keep a page for Next's s-maxage.
    if (resp.http.Cache-Control ~ "s-maxage") {
        set resp.http.Cache-Control = "public, max-age=0, must-revalidate";
    }
}
