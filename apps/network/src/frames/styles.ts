// One small stylesheet for every frame. Colours meet WCAG AA contrast on white; focus is always visible.
export const FRAME_CSS = `
*{box-sizing:border-box}
html{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2226;background:#fff}
body{margin:0}
main{padding:12px 14px;max-width:100%}
h1{font-size:1.15rem;margin:0 0 8px}
h2{font-size:1rem;margin:14px 0 6px}
p{margin:0 0 8px}
a{color:#0a58a8}
a:hover{text-decoration:none}
:focus-visible{outline:3px solid #0a58a8;outline-offset:2px}
.frame-head{display:flex;align-items:flex-start;justify-content:space-between;gap:8px}
.window-close{border:0;background:none;font-size:1.5rem;line-height:1;padding:0 4px;cursor:pointer;color:#3d4448}
.muted{color:#56606a;font-size:.9rem;margin:0}
.card{display:flex;gap:12px;align-items:flex-start}
.avatar{border-radius:50%;flex:none}
.logo{border-radius:6px;flex:none}
.rows{list-style:none;margin:0;padding:0}
.row{display:flex;gap:10px;align-items:center;padding:6px 0;border-top:1px solid #e3e6e8}
.row:first-child{border-top:0}
.facts{list-style:none;margin:6px 0;padding:0;display:flex;flex-wrap:wrap;gap:4px 12px;color:#3d4448;font-size:.9rem}
.facets{list-style:none;margin:0;padding:0}
.facets li{display:flex;justify-content:space-between;gap:8px;padding:2px 0}
.button,button.button{display:inline-block;border:1px solid #0a58a8;background:#0a58a8;color:#fff;border-radius:16px;padding:5px 14px;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.button.secondary{background:#fff;color:#0a58a8}
.field{margin:0 0 10px}
.field label{display:block;font-weight:600;margin:0 0 3px}
.field input,.field textarea,.field select{width:100%;font:inherit;padding:6px 8px;border:1px solid #6b757e;border-radius:4px}
.check{display:flex;gap:8px;align-items:flex-start;margin:0 0 10px}
.notice{border-left:4px solid #0a58a8;background:#eef4fb;padding:8px 10px}
.error{border-left:4px solid #b3261e;background:#fbeeee;padding:8px 10px}
.issues code{font-weight:600}
.session{margin-top:12px;padding-top:8px;border-top:1px solid #e3e6e8}
.count{font-weight:700}
.tags{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px}
.tags li{background:#eef1f3;border-radius:12px;padding:2px 10px;font-size:.85rem}
.follow-icon{display:inline-flex;align-items:center;gap:6px}
.actions{display:flex;gap:8px}
.size-20 .button{font-size:.8rem;padding:2px 10px}
.size-25 .button{font-size:.9rem}
.size-33 .button{font-size:1rem;padding:6px 16px}
.size-48 .button{font-size:1.2rem;padding:10px 22px}
`
