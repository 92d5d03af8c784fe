/// A `NotificationMap` as one self-contained HTML page (`notigen map`): its data, style and script inline, nothing
/// fetched. The script renders a list (each notification with its posters and observers) and a graph (posting types,
/// notifications, observing types), with a search, filters (untyped only, a module, a notifier) and the count of
/// untyped sites. The filters also read the page's fragment (`#untyped=1&module=App&q=sync&view=graph`), so that a
/// link keeps them (and a headless browser can be asked for a filtered page).
public enum MapPage {
    /// The page for `map`, whose JSON (`json`, the map encoded) it embeds.
    public static func html(_ map: NotificationMap, json: String) -> String {
        // Inside <script>, `</` would end the element: JSON allows `<\/` for it.
        let data = json.replacingOccurrences(of: "</", with: "<\\/")
        let title = "Notifications: \(map.notifications.count) names, \(map.untypedSites) untyped sites"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
            <title>\(escaped(title))</title>
            <style>\(style)</style>
            </head>
            <body>
            <header>
            <h1>Notification map</h1>
            <p id="counts"></p>
            <div id="controls">
            <input id="search" type="search" placeholder="Search names, types, functions, files" aria-label="Search">
            <label><input id="untyped" type="checkbox"> Untyped only</label>
            <select id="module" aria-label="Module"><option value="">Every module</option></select>
            <select id="notifier" aria-label="Notifier"><option value="">Every notifier</option></select>
            <span class="tabs"><button id="show-list" type="button">List</button><button id="show-graph" type="button">Graph</button></span>
            </div>
            </header>
            <main>
            <div id="list"></div>
            <div id="graph" hidden></div>
            <section id="unused"></section>
            </main>
            <script type="application/json" id="map-data">\(data)</script>
            <script>\(script)</script>
            </body>
            </html>

            """
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    private static let style = """
        body{font:14px/1.4 -apple-system,system-ui,"Segoe UI",Helvetica,Arial,sans-serif;margin:0;color:#1f1f1f;background:#fafafa}
        header{position:sticky;top:0;background:#fff;border-bottom:1px solid #ddd;padding:8px 16px;z-index:1}
        h1{font-size:18px;margin:0 0 4px}h2{font-size:15px;margin:20px 0 6px}h3{font-size:14px;margin:0 0 6px;font-family:ui-monospace,Menlo,monospace}
        #controls{display:flex;gap:10px;flex-wrap:wrap;align-items:center}#search{min-width:280px;padding:4px 8px}
        main{padding:8px 16px}.notification{background:#fff;border:1px solid #e0e0e0;border-radius:6px;padding:8px 12px;margin:8px 0}
        .badge{font:11px system-ui;border-radius:9px;padding:1px 7px;margin-left:6px;vertical-align:middle}
        .spec{background:#e8f0fe;color:#174ea6}.app{background:#fef7e0;color:#8a5300}.system{background:#eee;color:#444}
        table{border-collapse:collapse;width:100%;table-layout:fixed}td,th{text-align:left;padding:2px 8px 2px 0;font-size:13px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
        td:nth-child(1){width:70px}td:nth-child(2){width:32%}td:nth-child(3){width:22%}td:nth-child(5){width:70px}
        td.loc{font-family:ui-monospace,Menlo,monospace}tr.untyped td.how{color:#d93025;font-weight:600}tr.typed td.how{color:#188038}
        .tabs button{padding:3px 10px}.tabs button.on{background:#174ea6;color:#fff;border-color:#174ea6}
        #graph svg{background:#fff;border:1px solid #e0e0e0}#graph text{font:12px system-ui}.empty{color:#777}
        """

    private static let script = """
        (function(){
        const data=JSON.parse(document.getElementById('map-data').textContent);
        const $=id=>document.getElementById(id);
        const el=(tag,attrs,...kids)=>{const e=document.createElement(tag);for(const k in attrs||{}){if(k==='text')e.textContent=attrs[k];else e.setAttribute(k,attrs[k]);}for(const c of kids)e.append(c);return e;};
        const state={q:'',untyped:false,module:'',notifier:'',view:'list'};
        for(const part of location.hash.slice(1).split('&')){const [k,v]=part.split('=').map(decodeURIComponent);if(k==='untyped')state.untyped=v==='1';else if(k in state&&v!==undefined)state[k]=v;}
        const modules=[...new Set(data.notifications.flatMap(n=>n.sites.map(s=>s.module)).filter(m=>m))].sort();
        const notifiers=[...new Set(data.notifications.map(n=>n.notifier).filter(m=>m))].sort();
        for(const m of modules)$('module').append(el('option',{value:m,text:m}));
        for(const m of notifiers)$('notifier').append(el('option',{value:m,text:m}));
        $('search').value=state.q;$('untyped').checked=state.untyped;$('module').value=state.module;$('notifier').value=state.notifier;
        const where=s=>s.location+' '+(s.type||'')+' '+(s.function||'');
        function visible(){
          const q=state.q.toLowerCase();
          return data.notifications.map(n=>{
            if(state.notifier&&n.notifier!==state.notifier)return null;
            let sites=n.sites.filter(s=>(!state.untyped||!s.typed)&&(!state.module||s.module===state.module));
            const named=(n.name+' '+(n.notifier||'')+'.'+(n.case||'')).toLowerCase().includes(q);
            if(q&&!named)sites=sites.filter(s=>where(s).toLowerCase().includes(q));
            if(sites.length===0&&(state.untyped||state.module||(q&&!named)))return null;
            return Object.assign({},n,{sites});
          }).filter(n=>n);
        }
        function list(shown){
          const root=$('list');root.replaceChildren();
          const groups=[['spec','Spec notifications'],['app','App notifications in no spec'],['system','System and other modules\\' notifications']];
          for(const [origin,title] of groups){
            const items=shown.filter(n=>n.origin===origin);if(items.length===0)continue;
            root.append(el('h2',{text:title+' ('+items.length+')'}));
            for(const n of items){
              const head=el('h3',{},n.name,el('span',{class:'badge '+n.origin,text:n.origin}));
              if(n.notifier)head.append(el('span',{class:'badge spec',text:n.notifier+'.'+n.case}));
              const table=el('table');
              if(n.declared)table.append(el('tr',{class:'declared'},el('td',{text:'declared'}),el('td',{class:'loc',text:n.declared}),el('td'),el('td'),el('td')));
              for(const s of n.sites)table.append(el('tr',{class:'site '+(s.typed?'typed':'untyped')+' '+s.role},el('td',{text:s.role==='post'?'posts':'observes'}),el('td',{class:'loc',text:s.location}),el('td',{text:s.type||''}),el('td',{text:s.function||''}),el('td',{class:'how',text:s.typed?'typed':'by name'})));
              if(n.sites.length===0)table.append(el('tr',{},el('td',{class:'empty',text:'no site',colspan:'5'})));
              root.append(el('section',{class:'notification','data-name':n.name,'data-origin':n.origin},head,table));
            }
          }
          if(shown.length===0)root.append(el('p',{class:'empty',text:'Nothing matches.'}));
        }
        function graph(shown){
          const ns='http://www.w3.org/2000/svg',svg=document.createElementNS(ns,'svg'),row=22;
          const posters=[...new Set(shown.flatMap(n=>n.sites.filter(s=>s.role==='post').map(s=>s.type||'(file scope)')))].sort();
          const observers=[...new Set(shown.flatMap(n=>n.sites.filter(s=>s.role==='observe').map(s=>s.type||'(file scope)')))].sort();
          const height=Math.max(posters.length,observers.length,shown.length)*row+40,x=[10,380,760],width=1100;
          svg.setAttribute('width',width);svg.setAttribute('height',height);svg.setAttribute('viewBox','0 0 '+width+' '+height);
          const y=(list,i)=>30+i*(height-40)/Math.max(list.length,1);
          const add=(tag,attrs,text)=>{const e=document.createElementNS(ns,tag);for(const k in attrs)e.setAttribute(k,attrs[k]);if(text!==undefined)e.textContent=text;svg.append(e);return e;};
          shown.forEach((n,i)=>{for(const s of n.sites){const t=s.type||'(file scope)';const from=s.role==='post'?[x[0]+300,y(posters,posters.indexOf(t))]:[x[1]+300,y(shown,i)];const to=s.role==='post'?[x[1],y(shown,i)]:[x[2],y(observers,observers.indexOf(t))];
            add('line',{x1:from[0],y1:from[1]-4,x2:to[0],y2:to[1]-4,stroke:s.typed?'#188038':'#d93025','stroke-dasharray':s.typed?'':'4 3','class':'edge '+(s.typed?'typed':'untyped')});}});
          posters.forEach((t,i)=>add('text',{x:x[0],y:y(posters,i),'class':'poster'},t));
          shown.forEach((n,i)=>add('text',{x:x[1],y:y(shown,i),'class':'node '+n.origin,fill:n.origin==='spec'?'#174ea6':n.origin==='app'?'#8a5300':'#444'},n.name));
          observers.forEach((t,i)=>add('text',{x:x[2],y:y(observers,i),'class':'observer'},t));
          add('text',{x:x[0],y:14,'font-weight':'bold'},'Posting types');add('text',{x:x[1],y:14,'font-weight':'bold'},'Notifications');add('text',{x:x[2],y:14,'font-weight':'bold'},'Observing types');
          $('graph').replaceChildren(svg);
        }
        function render(){
          const shown=visible();
          const sites=shown.reduce((c,n)=>c+n.sites.length,0),untyped=shown.reduce((c,n)=>c+n.sites.filter(s=>!s.typed).length,0);
          $('counts').replaceChildren(document.createTextNode(shown.length+' notifications, '+sites+' sites, '),el('strong',{id:'untyped-count',text:String(untyped)}),document.createTextNode(' untyped (of '+data.files+' files, '+data.lines+' lines)'));
          list(shown);$('list').hidden=state.view!=='list';$('graph').hidden=state.view!=='graph';if(state.view==='graph')graph(shown);
          $('show-list').className=state.view==='list'?'on':'';$('show-graph').className=state.view==='graph'?'on':'';
          const unused=$('unused');unused.replaceChildren();
          if(data.unused.length){unused.append(el('h2',{text:'Declared in a spec, never posted or observed ('+data.unused.length+')'}));const ul=el('ul');for(const u of data.unused)ul.append(el('li',{class:'unused-name'},u.name+' — '+u.notifier+'.'+u.case+' ('+u.spec+')'));unused.append(ul);}
        }
        $('search').addEventListener('input',e=>{state.q=e.target.value;render();});
        $('untyped').addEventListener('change',e=>{state.untyped=e.target.checked;render();});
        $('module').addEventListener('change',e=>{state.module=e.target.value;render();});
        $('notifier').addEventListener('change',e=>{state.notifier=e.target.value;render();});
        $('show-list').addEventListener('click',()=>{state.view='list';render();});
        $('show-graph').addEventListener('click',()=>{state.view='graph';render();});
        render();
        })();
        """
}
