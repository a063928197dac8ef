<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>Cli</name>
    <message>
        <source>%1  (90 %: %2 – %3)</source>
        <translation>%1  (90 %：%2 – %3)</translation>
    </message>
    <message>
        <source>%1 / %2 / %3 / %4  (mean %5)</source>
        <translation>%1 / %2 / %3 / %4（平均 %5）</translation>
    </message>
    <message>
        <source>Poisson arrivals, %1 per replica, at most %2 running</source>
        <translation>ポアソン到着、レプリカあたり %1、同時実行は最大 %2</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>リクエスト/秒</translation>
    </message>
    <message numerus="yes">
        <source>closed loop, %n client(s) per replica starting together, the first %1 requests measured (as a benchmark runs)</source>
        <translation>
            <numerusform>クローズドループ、レプリカあたり %n クライアントが同時に開始し、最初の %1 リクエストを計測（ベンチマークと同じ）</numerusform>
        </translation>
    </message>
    <message>
        <source>Under load: %1</source>
        <translation>負荷時：%1</translation>
    </message>
    <message>
        <source>  scheduler</source>
        <translation>  スケジューラ</translation>
    </message>
    <message>
        <source>%1 tokens per step, %2 sequences at most, KV cache for %3 tokens</source>
        <translation>ステップあたり %1 トークン、最大 %2 シーケンス、KV キャッシュは %3 トークン分</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>無制限</translation>
    </message>
    <message>
        <source>  TTFT p50</source>
        <translation>  TTFT p50</translation>
    </message>
    <message>
        <source>  TTFT p50/90/95/99</source>
        <translation>  TTFT p50/90/95/99</translation>
    </message>
    <message>
        <source>  TPOT p50</source>
        <translation>  TPOT p50</translation>
    </message>
    <message>
        <source>  TPOT p50/90/95/99</source>
        <translation>  TPOT p50/90/95/99</translation>
    </message>
    <message>
        <source>  inter-token p50/90/95/99</source>
        <translation>  トークン間 p50/90/95/99</translation>
    </message>
    <message>
        <source>  end-to-end p50/90/95/99</source>
        <translation>  エンドツーエンド p50/90/95/99</translation>
    </message>
    <message>
        <source>  served</source>
        <translation>  処理量</translation>
    </message>
    <message>
        <source>%1, %2 per replica; %3 sequences decoding on average</source>
        <translation>レプリカあたり %1、%2。平均 %3 シーケンスがデコード中</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>トークン/秒</translation>
    </message>
    <message>
        <source>  SATURATED</source>
        <translation>  飽和</translation>
    </message>
    <message>
        <source>arrivals outpace the replica: latencies grow with the run</source>
        <translation>到着がレプリカの処理を上回る：レイテンシは実行とともに増加</translation>
    </message>
    <message>
        <source> (pipeline stage %1 of %2, %3 layers, the fullest)</source>
        <translation>（パイプライン段 %1/%2、%3 層、最も使用量が多い段）</translation>
    </message>
    <message>
        <source>%1 layer-micro-batches x %2</source>
        <translation>%1 層・マイクロバッチ x %2</translation>
    </message>
    <message>
        <source> + logits %1</source>
        <translation> + ロジット %1</translation>
    </message>
    <message>
        <source> + the layer being recomputed %1</source>
        <translation> + 再計算中の層 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s), TP %1, PP %2</source>
        <translation>
            <numerusform>GPU %n 基、TP %1、PP %2</numerusform>
        </translation>
    </message>
    <message>
        <source>, CP %1</source>
        <translation>、CP %1</translation>
    </message>
    <message>
        <source>, EP %1, mode %2</source>
        <translation>、EP %1、モード %2</translation>
    </message>
    <message>
        <source>, interleaved VP %1</source>
        <translation>、インターリーブ VP %1</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>%1 — %2 params (%3 active)</source>
        <translation>%1 — パラメータ %2（アクティブ %3）</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1, %2 visible to the runtime</source>
        <translation>%1、ランタイムから見える容量 %2</translation>
    </message>
    <message>
        <source>nf4 (QLoRA base)</source>
        <translation>nf4（QLoRA ベース）</translation>
    </message>
    <message>
        <source>Precision (weights / KV)</source>
        <translation>精度（重み / KV）</translation>
    </message>
    <message>
        <source>%1 / %2, matmuls in %3</source>
        <translation>%1 / %2、行列積は %3</translation>
    </message>
    <message>
        <source>%1 / %2, matmuls in %3 (not native)</source>
        <translation>%1 / %2、行列積は %3（ネイティブ非対応）</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>レイアウト</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>サービングエンジン</translation>
    </message>
    <message>
        <source>%1, may use %2 of GPU memory</source>
        <translation>%1、GPU メモリの %2 まで使用可</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>GPU あたりのメモリ</translation>
    </message>
    <message>
        <source>  weights</source>
        <translation>  重み</translation>
    </message>
    <message>
        <source>%1 (%2 params on this GPU)</source>
        <translation>%1（この GPU 上のパラメータ %2）</translation>
    </message>
    <message>
        <source>  KV cache</source>
        <translation>  KV キャッシュ</translation>
    </message>
    <message>
        <source>%1 (%2/token, whole model)</source>
        <translation>%1（%2/トークン、モデル全体）</translation>
    </message>
    <message>
        <source>  gradients</source>
        <translation>  勾配</translation>
    </message>
    <message>
        <source>%1 (fp32 buffer)</source>
        <translation>%1（fp32 バッファ）</translation>
    </message>
    <message>
        <source>%1 (16-bit buffer)</source>
        <translation>%1（16 ビットバッファ）</translation>
    </message>
    <message>
        <source>  optimizer states</source>
        <translation>  オプティマイザ状態</translation>
    </message>
    <message>
        <source>  activations</source>
        <translation>  活性化</translation>
    </message>
    <message>
        <source>  runtime overhead</source>
        <translation>  ランタイムのオーバーヘッド</translation>
    </message>
    <message>
        <source>  total / usable</source>
        <translation>  合計 / 使用可能</translation>
    </message>
    <message>
        <source>%1 / %2  fits</source>
        <translation>%1 / %2  収まる</translation>
    </message>
    <message>
        <source>%1 / %2  DOES NOT FIT (short %3)</source>
        <translation>%1 / %2  収まらない（不足 %3）</translation>
    </message>
    <message>
        <source>  largest part</source>
        <translation>  最大の内訳</translation>
    </message>
    <message>
        <source>%1, %2 of the total</source>
        <translation>%1、合計の %2</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>演算律速</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>メモリ律速</translation>
    </message>
    <message>
        <source>%1 (turns compute-bound at batch %2)</source>
        <translation>%1（バッチ %2 で演算律速に転じる）</translation>
    </message>
    <message>
        <source>%1 (KV reads keep it memory-bound at any batch)</source>
        <translation>%1（KV 読み出しによりどのバッチでもメモリ律速）</translation>
    </message>
    <message numerus="yes">
        <source>Serving (per replica unless stated; %n replica(s))</source>
        <translation>
            <numerusform>サービング（特記なき限りレプリカあたり、レプリカ %n）</numerusform>
        </translation>
    </message>
    <message>
        <source>  batch</source>
        <translation>  バッチ</translation>
    </message>
    <message numerus="yes">
        <source>%n image(s)</source>
        <translation>
            <numerusform>%n 枚の画像</numerusform>
        </translation>
    </message>
    <message>
        <source>  concurrency</source>
        <translation>  同時実行数</translation>
    </message>
    <message>
        <source>  images/s (deployment)</source>
        <translation>  画像/秒（デプロイ全体）</translation>
    </message>
    <message>
        <source>images/s</source>
        <translation>画像/秒</translation>
    </message>
    <message>
        <source>  seconds per batch</source>
        <translation>  バッチあたりの秒数</translation>
    </message>
    <message>
        <source>  TTFT</source>
        <translation>  TTFT</translation>
    </message>
    <message>
        <source>  TPOT</source>
        <translation>  TPOT</translation>
    </message>
    <message>
        <source>  output (deployment)</source>
        <translation>  出力（デプロイ全体）</translation>
    </message>
    <message>
        <source>  output per GPU</source>
        <translation>  GPU あたりの出力</translation>
    </message>
    <message>
        <source>  decode is</source>
        <translation>  デコードは</translation>
    </message>
    <message>
        <source>Training (data parallel %1)</source>
        <translation>トレーニング（データ並列 %1）</translation>
    </message>
    <message>
        <source>  step time</source>
        <translation>  ステップ時間</translation>
    </message>
    <message>
        <source>  tokens/s (job)</source>
        <translation>  トークン/秒（ジョブ）</translation>
    </message>
    <message>
        <source>  tokens/s per GPU</source>
        <translation>  GPU あたりのトークン/秒</translation>
    </message>
    <message>
        <source>  MFU</source>
        <translation>  MFU</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>キャリブレーション</translation>
    </message>
    <message>
        <source>%1: eta_c %2, eta_m %3</source>
        <translation>%1：eta_c %2、eta_m %3</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>%1 tokens in %2 h (%3, sequence %4, global batch %5)</source>
        <translation>%2 時間で %1 トークン（%3、シーケンス %4、グローバルバッチ %5）</translation>
    </message>
    <message>
        <source>peak %1, mean %2 over the week (%3); prompts %4 / %5 tokens (mean / p95), outputs %6 / %7; growth headroom %8 on the peak</source>
        <translation>ピーク %1、週平均 %2（%3）。プロンプト %4 / %5 トークン（平均 / p95）、出力 %6 / %7。ピークに対する成長余裕 %8</translation>
    </message>
    <message>
        <source>finish within %1 h</source>
        <translation>%1 時間以内に完了</translation>
    </message>
    <message>
        <source>%1 TTFT ≤ %2</source>
        <translation>%1 TTFT ≤ %2</translation>
    </message>
    <message>
        <source>%1 TPOT ≤ %2</source>
        <translation>%1 TPOT ≤ %2</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1 × %2 in %3 (%4, %n replica(s) at batch %5)</source>
        <translation>
            <numerusform>推奨：%1 × %2、%3（%4、レプリカ %n、バッチ %5）</numerusform>
        </translation>
    </message>
    <message>
        <source>Recommended: %1 × %2 in %3 (%4, data parallel %5)</source>
        <translation>推奨：%1 × %2、%3（%4、データ並列 %5）</translation>
    </message>
    <message>
        <source>, %1/month on demand</source>
        <translation>、オンデマンドで %1/月</translation>
    </message>
    <message>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <source>  %1 TPOT %2 (90 %: %3 – %4), %1 TTFT %5 (%6 of it waiting) at the grown peak; %7 of capacity used at the peak</source>
        <translation>  %1 TPOT %2（90 %：%3 – %4）、%1 TTFT %5（うち待ち時間 %6）、成長後のピーク時。ピーク時の容量使用率 %7</translation>
    </message>
    <message numerus="yes">
        <source>  median TPOT %1, median TTFT %2: simulated with Poisson arrivals at %3 per replica (%4 over %n replica(s)), %5 tokens per step, at most %6 sequences, as estimate --rate reports</source>
        <translation>
            <numerusform>  TPOT 中央値 %1、TTFT 中央値 %2：レプリカあたり %3 のポアソン到着でシミュレーション（レプリカ %n で計 %4）、ステップあたり %5 トークン、最大 %6 シーケンス。estimate --rate の結果と同じ</numerusform>
        </translation>
    </message>
    <message>
        <source>compute</source>
        <translation>演算</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <source>  Memory per GPU %1 of %2 usable at batch %3 (weights %4, KV %5); decode is %6-bound, crossover at batch %7</source>
        <translation>  GPU あたりのメモリ %1 / 使用可能 %2、バッチ %3（重み %4、KV %5）。デコードは%6律速、バッチ %7 で転換</translation>
    </message>
    <message>
        <source>  Memory per GPU %1 of %2 usable at batch %3 (weights %4, KV %5); decode is %6-bound, KV reads keep it memory-bound at every batch</source>
        <translation>  GPU あたりのメモリ %1 / 使用可能 %2、バッチ %3（重み %4、KV %5）。デコードは%6律速、KV 読み出しによりどのバッチでもメモリ律速</translation>
    </message>
    <message>
        <source>  Run time %1 h (90 %: %2 – %3 h), MFU %4, memory per GPU %5 of %6</source>
        <translation>  実行時間 %1 時間（90 %：%2 – %3 時間）、MFU %4、GPU あたりのメモリ %5 / %6</translation>
    </message>
    <message>
        <source>  Price: %1/GPU-hour, %2</source>
        <translation>  価格：%1/GPU 時間、%2</translation>
    </message>
    <message>
        <source>  Price: %1/GPU-hour, %2; thin evidence: %3</source>
        <translation>  価格：%1/GPU 時間、%2。根拠が弱い：%3</translation>
    </message>
    <message>
        <source>  ok: %1</source>
        <translation>  OK：%1</translation>
    </message>
    <message>
        <source>  check: %1</source>
        <translation>  要確認：%1</translation>
    </message>
    <message>
        <source>  note: %1</source>
        <translation>  注記：%1</translation>
    </message>
    <message>
        <source> (%1 of them folded: over %2x the GPUs of their GPU's cheapest layout)</source>
        <translation>（うち %1 件は折りたたみ：その GPU の最安レイアウトの %2 倍を超える GPU 数）</translation>
    </message>
    <message>
        <source>Evaluated  %1 configurations: %2 meet the target%3, %4 rejected</source>
        <translation>評価       %1 構成：%2 件が目標を達成%3、%4 件を却下</translation>
    </message>
    <message>
        <source>Scenario   %1 — %2, %3 on %4</source>
        <translation>シナリオ   %1 — %2、%3（%4）</translation>
    </message>
    <message>
        <source>Scenario   %1 — %2, %3</source>
        <translation>シナリオ   %1 — %2、%3</translation>
    </message>
    <message>
        <source>Demand     %1</source>
        <translation>需要       %1</translation>
    </message>
    <message>
        <source>Note       %1</source>
        <translation>注記       %1</translation>
    </message>
    <message>
        <source>Target     %1</source>
        <translation>目標       %1</translation>
    </message>
    <message>
        <source>well-evidenced prices only (a thin one leaves its GPU unpriced, ranked last)</source>
        <translation>根拠の十分な価格のみ（根拠の弱い価格の GPU は価格なしとして最後に並ぶ）</translation>
    </message>
    <message>
        <source>Prices     %1</source>
        <translation>価格       %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>。</translation>
    </message>
    <message>
        <source>targets met at the pessimistic end of the 90 % band</source>
        <translation>90 % 区間の悲観側で目標を満たす</translation>
    </message>
    <message numerus="yes">
        <source>at least %n replica(s)</source>
        <translation>
            <numerusform>最低 %n レプリカ</numerusform>
        </translation>
    </message>
    <message>
        <source>Sizing     %1</source>
        <translation>サイジング %1</translation>
    </message>
    <message>
        <source>E thin price evidence (fewer than %1 providers, marketplace quotes only, or the newest quote over %2 months old; --json says which)</source>
        <translation>E 価格の根拠が弱い（プロバイダーが %1 社未満、マーケットプレイスの見積もりのみ、または最新の見積もりが %2 か月超前。詳細は --json）</translation>
    </message>
    <message>
        <source>Run cost: on-demand cost of the whole run; $/M tok: per million training tokens.</source>
        <translation>実行コスト：実行全体のオンデマンドコスト。$/M tok：学習トークン 100 万あたり。</translation>
    </message>
    <message>
        <source>Flags: B a system-balance check failed, %1; ~ after the precision: no training measurements for the GPU family (borrowed matmul efficiency, wider band)</source>
        <translation>フラグ：B システムバランスのチェックに不合格、%1。精度の後の ~：この GPU ファミリーにトレーニングの測定なし（行列積の効率は借用、区間が広い）</translation>
    </message>
    <message>
        <source>Util: share of capacity the peak uses (latencies are at the grown peak). $/M out tok: on-demand cost per million output tokens, the fleet sized for the peak running around the clock, at the mean load.</source>
        <translation>使用率：ピークが使う容量の割合（レイテンシは成長後のピーク時）。$/M 出力 tok：出力 100 万トークンあたりのオンデマンドコスト。フリートはピークに合わせてサイジングし 24 時間稼働、平均負荷で計算。</translation>
    </message>
    <message>
        <source>Flags: P Pareto frontier (tokens/s per GPU vs per user), O over-provisioned (little load on more than one replica), U under-provisioned (over 90 % load at the grown demand), B a system-balance check failed, %1; ~ after the precision: uncalibrated efficiency (wider band)</source>
        <translation>フラグ：P パレートフロンティア（GPU あたりとユーザーあたりのトークン/秒）、O 過剰プロビジョニング（2 つ以上のレプリカで負荷が小さい）、U プロビジョニング不足（成長後の需要で負荷 90 % 超）、B システムバランスのチェックに不合格、%1。精度の後の ~：効率が未キャリブレーション（区間が広い）</translation>
    </message>
    <message>
        <source>     … %1 more (--top N, or --json for all)</source>
        <translation>     … 他に %1 件（--top N、または全件は --json）</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>GPU %n 基</numerusform>
        </translation>
    </message>
    <message>
        <source>Runner-up: %1 on %2</source>
        <translation>次点：%1（%2）</translation>
    </message>
    <message>
        <source>Runner-up: %1 on %2, %3/month</source>
        <translation>次点：%1（%2）、%3/月</translation>
    </message>
    <message>
        <source>Runner-up: %1 on %2, %3 for the run</source>
        <translation>次点：%1（%2）、実行全体で %3</translation>
    </message>
    <message>
        <source>  Not native, so not tried (allow_non_native to try them emulated): %1</source>
        <translation>  ネイティブ非対応のため未試行（エミュレーションで試すには allow_non_native）：%1</translation>
    </message>
    <message>
        <source>  GeForce, not offered (%1; allow_geforce to include them): %2</source>
        <translation>  GeForce、対象外（%1。含めるには allow_geforce）：%2</translation>
    </message>
    <message>
        <source>Rejected (closest first):</source>
        <translation>却下（近いものから）：</translation>
    </message>
    <message>
        <source>Rejected (GPU and precision pairs with no feasible layout, closest layout first; --all for every layout):</source>
        <translation>却下（実行可能なレイアウトがない GPU と精度の組み合わせ、近いレイアウトから。全レイアウトは --all）：</translation>
    </message>
    <message>
        <source>Nothing meets the target within the limits. Closest: %1</source>
        <translation>制限内で目標を満たす構成はありません。最も近いもの：%1</translation>
    </message>
    <message>
        <source>Deployment %1 of %2: %3 x %4 on %5: %6</source>
        <translation>デプロイ %1/%2：%3 x %4、%5：%6</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>ホスト %n 台</numerusform>
        </translation>
    </message>
    <message>
        <source>  Observed %1 to %2 (%3), %4 GPU-h</source>
        <translation>  観測期間 %1〜%2（%3）、%4 GPU 時間</translation>
    </message>
    <message>
        <source>  %1; %2 in the data, %3 GPU-h missing</source>
        <translation>  %1。データ内に %2、欠落 %3 GPU 時間</translation>
    </message>
    <message>
        <source>A sample every %1 s (median)</source>
        <translation>%1 秒ごとにサンプル（中央値）</translation>
    </message>
    <message>
        <source>Sample interval unknown (one sample per GPU)</source>
        <translation>サンプル間隔は不明（GPU ごとに 1 サンプル）</translation>
    </message>
    <message numerus="yes">
        <source>%n gap(s)</source>
        <translation>
            <numerusform>欠落 %n 箇所</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistic (pooled over the GPUs)</source>
        <translation>統計（全 GPU を集計）</translation>
    </message>
    <message>
        <source>     mean      p50      p95      p99      max  unit   samples</source>
        <translation>     平均      p50      p95      p99     最大  単位   サンプル</translation>
    </message>
    <message>
        <source>GPU utilization (kernel time)</source>
        <translation>GPU 使用率（カーネル時間）</translation>
    </message>
    <message>
        <source>Memory used per GPU</source>
        <translation>GPU あたりの使用メモリ</translation>
    </message>
    <message>
        <source>Memory used, of %1%2</source>
        <translation>使用メモリ（%1 中）%2</translation>
    </message>
    <message>
        <source> (catalog)</source>
        <translation>（カタログ）</translation>
    </message>
    <message>
        <source>Memory busy (utilization.memory)</source>
        <translation>メモリ稼働 (utilization.memory)</translation>
    </message>
    <message>
        <source>SM active</source>
        <translation>SM アクティブ</translation>
    </message>
    <message>
        <source>SM occupancy</source>
        <translation>SM 占有率</translation>
    </message>
    <message>
        <source>Tensor pipe active</source>
        <translation>Tensor パイプ稼働</translation>
    </message>
    <message>
        <source>DRAM active</source>
        <translation>DRAM アクティブ</translation>
    </message>
    <message>
        <source>Power per GPU</source>
        <translation>GPU あたりの電力</translation>
    </message>
    <message>
        <source>PCIe host to device</source>
        <translation>PCIe ホスト→デバイス</translation>
    </message>
    <message>
        <source>PCIe device to host</source>
        <translation>PCIe デバイス→ホスト</translation>
    </message>
    <message>
        <source>  Saturated (&gt;= 90 % busy): %1 of the utilization samples</source>
        <translation>  飽和（稼働 &gt;= 90 %）：使用率サンプルの %1</translation>
    </message>
    <message numerus="yes">
        <source>%n period(s)</source>
        <translation>
            <numerusform>%n 期間</numerusform>
        </translation>
    </message>
    <message>
        <source>; longest %1 (%2 GPU %3 from %4)</source>
        <translation>。最長 %1（%2 GPU %3、%4 から）</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>   Samples   Util p95   Memory peak   Power mean</source>
        <translation>   サンプル   使用率p95  メモリ最大    平均電力</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>判定：%1</translation>
    </message>
    <message>
        <source>  Caveats:</source>
        <translation>  注意点：</translation>
    </message>
    <message>
        <source>  $/month at %1 h; price of %2: %3</source>
        <translation>  $/月は %1 時間で計算。%2 の価格：%3</translation>
    </message>
    <message>
        <source>Telemetry: %1 (%2)</source>
        <translation>テレメトリ：%1（%2）</translation>
    </message>
    <message>
        <source>Skipped lines: %1 (listed on standard error)</source>
        <translation>スキップした行：%1（標準エラーに一覧）</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>注記：</translation>
    </message>
    <message>
        <source>Demand today: %1 training run a month of %2 h on %3; growth %4/year</source>
        <translation>現在の需要：月 %1 回のトレーニング実行（%2 時間、%3）。成長 %4/年</translation>
    </message>
    <message>
        <source>Demand today: %1 training runs a month of %2 h on %3; growth %4/year</source>
        <translation>現在の需要：月 %1 回のトレーニング実行（%2 時間、%3）。成長 %4/年</translation>
    </message>
    <message>
        <source>Demand today: peak %1, mean %2 (%3); growth %4/year</source>
        <translation>現在の需要：ピーク %1、平均 %2（%3）。成長 %4/年</translation>
    </message>
    <message>
        <source>Replica capacity: %1 at saturation, %2 within the TTFT target; </source>
        <translation>レプリカの容量：飽和時 %1、TTFT 目標内で %2。</translation>
    </message>
    <message>
        <source>cloud autoscaled today from %1 to %2 replicas (minimum %3, scale-up delay %4 min)</source>
        <translation>クラウドは現在 %1〜%2 レプリカでオートスケーリング（最小 %3、スケールアップ遅延 %4 分）</translation>
    </message>
    <message>
        <source>no autoscaling: on-demand and spot run the peak fleet around the clock</source>
        <translation>オートスケーリングなし：オンデマンドとスポットはピーク時のフリートを 24 時間稼働</translation>
    </message>
    <message>
        <source>Configuration: %1 (plan rank %2 of %3)</source>
        <translation>構成：%1（プランの順位 %2/%3）</translation>
    </message>
    <message>
        <source>Totals are undiscounted cash over the horizon, resale value credited in the last month; the band is the total at the ends of the throughput's 90 % band; GPUs is the largest monthly average paid for.</source>
        <translation>合計は期間全体の割引前キャッシュで、残存価値は最終月に計上。区間はスループットの 90 % 区間の両端での合計。GPU は支払い対象の月平均の最大値。</translation>
    </message>
    <message>
        <source>$/M tok: cost over the output tokens the profile's demand asks for. On-demand without autoscaling is the plan's fleet sized for the peak, at the mean load: in month 1 without growth it costs what the plan's $/M out tok says. Autoscaled cloud follows the demand hour by hour, a different strategy that can cost less.</source>
        <translation>$/M tok：需要プロファイルが求める出力トークンあたりのコスト。オートスケーリングなしのオンデマンドは、ピークに合わせてサイジングしたプランのフリートを平均負荷で運用したもので、成長なしの 1 か月目はプランの $/M 出力 tok と同じ費用になる。オートスケーリングのクラウドは需要を 1 時間ごとに追う別の戦略で、より安くなることがある。</translation>
    </message>
    <message>
        <source>On-prem breaks even with the best cloud option (%1) in month %2.</source>
        <translation>オンプレミスは最良のクラウド案（%1）と %2 か月目に損益分岐。</translation>
    </message>
    <message>
        <source>Nothing to recommend: no option can be priced for this configuration (see the reasons above).</source>
        <translation>推奨なし：この構成ではどの案も価格を付けられない（理由は上記）。</translation>
    </message>
    <message>
        <source>Note: cost.hours_per_month (%1 h) sets the plan's monthly cost; the TCO runs the weekly profile over calendar months (730 h).</source>
        <translation>注記：cost.hours_per_month（%1 時間）はプランの月額コストを決める。TCO は週プロファイルを暦月（730 時間）で計算する。</translation>
    </message>
    <message>
        <source>SLA risk (%1): %2 h a month while new replicas start (%3 of requests arrive then).</source>
        <translation>SLA リスク（%1）：新しいレプリカの起動中が月 %2 時間（その間にリクエストの %3 が到着）。</translation>
    </message>
    <message>
        <source>Note (%1): %2</source>
        <translation>注記（%1）：%2</translation>
    </message>
    <message>
        <source>Most sensitive inputs (%1 total, each input -20 % / +20 %):</source>
        <translation>最も影響の大きい入力（%1 の合計、各入力 -20 % / +20 %）：</translation>
    </message>
    <message>
        <source>   swing %1</source>
        <translation>   変動幅 %1</translation>
    </message>
    <message>
        <source>Assumptions (value, source):</source>
        <translation>前提（値、出典）：</translation>
    </message>
    <message>
        <source>  Idle (&lt; 5 % busy for 5 min or more): %1, %2 GPU-h, %3 of the observed time</source>
        <translation>  アイドル（稼働 &lt; 5 % が 5 分以上）：%1、%2 GPU 時間、観測時間の %3</translation>
    </message>
    <message>
        <source>Candidates that carry the measured load (memory: peaks + %1 headroom; %2 busy at the p95 load), cheapest first:</source>
        <translation>測定負荷を処理できる候補（メモリ：ピーク + 余裕 %1、p95 負荷で稼働 %2）、安い順：</translation>
    </message>
    <message>
        <source>Prefix caching</source>
        <translation>プレフィックスキャッシュ</translation>
    </message>
    <message>
        <source>%1 tokens shared, found cached by %2 of requests: %3 tokens of each prompt's prefill skipped on average</source>
        <translation>共有 %1 トークン、%2 のリクエストがキャッシュでヒット：各プロンプトのプリフィルで平均 %3 トークンを省略</translation>
    </message>
    <message>
        <source>draft model %1</source>
        <translation>ドラフトモデル %1</translation>
    </message>
    <message>
        <source>MTP/EAGLE head</source>
        <translation>MTP/EAGLE ヘッド</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>投機的デコーディング</translation>
    </message>
    <message>
        <source>%1, %2 proposals a step, each accepted at %3: %4 tokens a step</source>
        <translation>%1、1 ステップあたり %2 個の提案、各受理率 %3：1 ステップあたり %4 トークン</translation>
    </message>
    <message>
        <source>%1 x %2 %3, TP %4; %5 of %6 per GPU</source>
        <translation>%1 x %2 %3、TP %4；GPU あたり %5 / %6</translation>
    </message>
    <message>
        <source>Prefill workers</source>
        <translation>プリフィルワーカー</translation>
    </message>
    <message>
        <source>Decode workers</source>
        <translation>デコードワーカー</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>負荷</translation>
    </message>
    <message>
        <source>closed loop, %1 clients in all</source>
        <translation>クローズドループ、合計 %1 クライアント</translation>
    </message>
    <message>
        <source>Poisson arrivals, %1 in all</source>
        <translation>ポアソン到着、合計 %1</translation>
    </message>
    <message>
        <source>KV transfer</source>
        <translation>KV 転送</translation>
    </message>
    <message>
        <source>%1 a request over %2 at %3: %4</source>
        <translation>1 リクエストあたり %1、%2 経由 %3：%4</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>プリフィル</translation>
    </message>
    <message>
        <source>%1 alone, %2 a prompt batched; %3 busy, %4 queue</source>
        <translation>単独 %1、バッチ時プロンプトあたり %2；稼働率 %3、待ち %4</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>デコード</translation>
    </message>
    <message>
        <source>%1 sequences per worker (at most %2)</source>
        <translation>ワーカーあたり %1 シーケンス（最大 %2）</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>スループット</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>%1, %2 output; %3 per GPU over %4</source>
        <translation>%1、出力 %2；%4 で GPU あたり %3</translation>
    </message>
    <message>
        <source>speculative decoding with %1, %2 proposals a step at %3 acceptance (%4 tokens a step)</source>
        <translation>%1 による投機的デコーディング、1 ステップあたり %2 個の提案、受理率 %3（1 ステップあたり %4 トークン）</translation>
    </message>
    <message>
        <source>the model's MTP/EAGLE head</source>
        <translation>モデル自身の MTP/EAGLE ヘッド</translation>
    </message>
    <message>
        <source>prefix caching of a %1-token shared prefix, found by %2 of requests</source>
        <translation>%1 トークンの共有プレフィックスをキャッシュ、%2 のリクエストがヒット</translation>
    </message>
    <message>
        <source>Serving    %1</source>
        <translation>サービング %1</translation>
    </message>
    <message numerus="yes">
        <source>Disaggregated serving (%n split(s) estimated)</source>
        <translation>
            <numerusform>分離型サービング（%n 通りの分割を見積もり）</numerusform>
        </translation>
    </message>
    <message>
        <source>  KV transfer %1 a request over %2; prefill %3 busy; %4 sequences per decode worker</source>
        <translation>  1 リクエストあたり KV 転送 %1（%2 経由）；プリフィル稼働率 %3；デコードワーカーあたり %4 シーケンス</translation>
    </message>
    <message>
        <source>%1 less</source>
        <translation>%1 安い</translation>
    </message>
    <message>
        <source>%1 more</source>
        <translation>%1 高い</translation>
    </message>
    <message>
        <source>Against plan rank 1 (%1):</source>
        <translation>プランの 1 位（%1）との比較：</translation>
    </message>
    <message>
        <source>  recommended: the split's %1 at %2 NPV against rank 1's %3 at %4: %5</source>
        <translation>  推奨：分割の %1 は正味現在価値 %2、1 位の %3 は %4：%5</translation>
    </message>
    <message>
        <source>  on-demand: %1 NPV against %2: %3</source>
        <translation>  オンデマンド：正味現在価値 %1、対して %2：%3</translation>
    </message>
    <message>
        <source>/GPU-hour</source>
        <translation>/GPU 時間</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>価格なし</translation>
    </message>
    <message>
        <source>The inputs listed below are the decode pool's; each pool is costed with its own GPU's prices, server price and power, and the options are their sums.</source>
        <translation>以下の入力はデコードプールのもの。各プールは自身の GPU の価格・サーバー価格・電力で原価計算し、各オプションはその合計。</translation>
    </message>
    <message>
        <source>Configuration: %1 (the planner's disaggregated split; plan rank 1 of %2 is the aggregated one)</source>
        <translation>構成：%1（プランナーの分離型分割。プランの 1 位（全 %2 件）は集約型）</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n worker(s) at the plan (%2); one carries %3 within the SLA, %4 at saturation; on-demand %5 (%6); autoscaled today from %7 to %8 workers</source>
        <translation>
            <numerusform>%1：プランでは %n ワーカー（%2）。1 台あたり SLA 内で %3、飽和時 %4。オンデマンド %5（%6）。本日の自動スケールは %7〜%8 ワーカー</numerusform>
        </translation>
    </message>
    <message>
        <source>Prefill pool</source>
        <translation>プリフィルプール</translation>
    </message>
    <message>
        <source>Decode pool</source>
        <translation>デコードプール</translation>
    </message>
    <message>
        <source>no comparison (a zero NPV)</source>
        <translation>比較なし（正味現在価値がゼロ）</translation>
    </message>
    <message>
        <source>Configuration: %1 (the planner's disaggregated split; no aggregated layout meets the SLA)</source>
        <translation>構成：%1（プランナーの分離型分割。SLA を満たす集約型の構成はない）</translation>
    </message>
    <message>
        <source>catalog quotes from %1, region %2 (USD)</source>
        <translation>カタログの見積もり：%1、地域：%2（USD）</translation>
    </message>
    <message>
        <source>%1 GPU-hours per million tokens</source>
        <translation>100 万トークンあたり %1 GPU 時間</translation>
    </message>
    <message>
        <source>No price for %1 on %2: %3 (set cost.gpu_hour_usd.%4)</source>
        <translation>%1（%2）の価格なし：%3（cost.gpu_hour_usd.%4 を設定してください）</translation>
    </message>
    <message>
        <source>Not ranked for lack of a price: %1 on %2 (%3) would beat the recommendation below %4/GPU-hour (set cost.gpu_hour_usd.%5)</source>
        <translation>価格がないため順位なし：%1（%2、%3）は %4/GPU 時間未満なら推奨構成より有利（cost.gpu_hour_usd.%5 を設定してください）</translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) (largest that fits: %1)</source>
        <translation>
            <numerusform>%n シーケンス（収まる最大値：%1）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>TCO: %1 over %n month(s) (discount rate %2/year)</source>
        <translation>
            <numerusform>TCO：%1、%n か月（割引率 %2/年）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On-prem does not break even with the best cloud option (%1) within %n month(s).</source>
        <translation>
            <numerusform>オンプレミスは %n か月以内に最良のクラウド案（%1）と損益分岐しない。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommendation: %1, the %2 (%3; %4 per month on average, %5 over %n month(s)).</source>
        <translation>
            <numerusform>推奨：%1、%2（%3。月平均 %4、%n か月で %5）。</numerusform>
        </translation>
    </message>
    <message>
        <source>  one GPU's step</source>
        <translation>  GPU 1 基のステップ</translation>
    </message>
    <message>
        <source>matmuls %1, non-matmul work %2, tensor-parallel all-reduces %3, pipeline bubble %4</source>
        <translation>行列積 %1、行列積以外の処理 %2、テンソル並列の all-reduce %3、パイプラインバブル %4</translation>
    </message>
    <message>
        <source>%1: matmuls at %2 of peak, non-matmul work %3 B per hidden unit, token and layer</source>
        <translation>%1：行列積はピークの %2、行列積以外の処理は隠れ次元 1 つ・トークン・層あたり %3 B</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 of the %3 dense peak (pipeline bubble %2)</source>
        <translation>%3 密ピークの %1（パイプラインバブル %2）</translation>
    </message>
    <message>
        <source>  expert all-to-alls</source>
        <translation>  エキスパートの all-to-all</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>not validated on measurements of %1 (factors from %2 runs of other %3 GPUs with %4)</source>
        <translation>%1 の測定では未検証（%4 での他の %3 GPU の %2 件の測定による係数）</translation>
    </message>
    <message>
        <source>not validated on measurements of %1 with %2 (%3 runs of %4 GPUs with %2 in the calibration)</source>
        <translation>%1 の %2 での測定では未検証（キャリブレーションには %2 での %4 GPU の測定が %3 件）</translation>
    </message>
    <message>
        <source>concurrency %1 exceeds the engine's cap of %2 running sequences: the rest wait in its queue</source>
        <translation>同時実行数 %1 はエンジンの実行シーケンス上限 %2 を超えています。残りはキューで待ちます</translation>
    </message>
    <message>
        <source>not even one sequence of the requested length fits: memory and times are shown for one sequence</source>
        <translation>要求した長さのシーケンスが 1 つも収まりません。メモリと時間は 1 シーケンス分を表示します</translation>
    </message>
    <message>
        <source>saturated: %1 requests/s exceed what the deployment serves (about %2 requests/s); the queue grows without bound and the latencies shown grow with the length of the run</source>
        <translation>飽和：%1 リクエスト/s はデプロイメントの処理能力（約 %2 リクエスト/s）を超えています。キューは際限なく伸び、表示のレイテンシは実行時間とともに増えます</translation>
    </message>
    <message>
        <source>diffusion FLOPs per step approximated as 2 x denoiser parameters x latent tokens; activations not modelled</source>
        <translation>ステップあたりの拡散 FLOP は 2 × デノイザのパラメータ × 潜在トークンで近似。活性化はモデル化していません</translation>
    </message>
    <message>
        <source>fits with --zero %1 (%2 of %3 GiB: gradients sharded over the %4 data-parallel GPUs, as FSDP runs keep them)</source>
        <translation>--zero %1 で収まります（%2 / %3 GiB：勾配を %4 個のデータ並列 GPU に分割。FSDP の実行と同じ）</translation>
    </message>
    <message>
        <source>fits with --zero %1 (%2 of %3 GiB: weights, gradients and optimizer states sharded over the %4 data-parallel GPUs (FSDP))</source>
        <translation>--zero %1 で収まります（%2 / %3 GiB：重み・勾配・オプティマイザ状態を %4 個のデータ並列 GPU に分割 (FSDP)）</translation>
    </message>
    <message>
        <source>fits with --recompute full (%1 of %2 GiB: each layer's activations recomputed in the backward pass, about a third more compute)</source>
        <translation>--recompute full で収まります（%1 / %2 GiB：各層の活性化を逆伝播で再計算。計算量は約 3 分の 1 増）</translation>
    </message>
    <message>
        <source>context parallelism: the ring exchange of keys and values between the %1 GPUs of a sequence is not in the step time (it overlaps with attention while each GPU holds enough tokens)</source>
        <translation>コンテキスト並列：1 シーケンスの %1 GPU 間のキーとバリューのリング交換はステップ時間に含みません（各 GPU が十分なトークンを持つ間は attention と重なります）</translation>
    </message>
    <message>
        <source>QLoRA dequantizes the 4-bit base on every pass; that overhead is not in the step time</source>
        <translation>QLoRA は毎パス 4 ビットのベースを逆量子化します。そのオーバーヘッドはステップ時間に含みません</translation>
    </message>
    <message>
        <source>tp = %1 spans more than the %2-GPU %3 domain of %4: tensor-parallel all-reduces cross the network</source>
        <translation>tp = %1 は %4 の %2 GPU の %3 ドメインを超えます。テンソル並列の all-reduce がネットワークを通ります</translation>
    </message>
    <message>
        <source>%1 is weight-only: dequantized to %2 for the matmuls</source>
        <translation>%1 は重みのみの量子化：行列積では %2 に逆量子化</translation>
    </message>
    <message>
        <source>%1 is not native on %2: weights dequantized, matmuls run in %3</source>
        <translation>%1 は %2 でネイティブではありません。重みを逆量子化し、行列積は %3 で実行</translation>
    </message>
    <message>
        <source>%1 lists no usable compute throughput</source>
        <translation>%1 には使える演算スループットの記載がありません</translation>
    </message>
    <message>
        <source>GeForce driver licence: not licensed for datacenter deployment</source>
        <translation>GeForce ドライバのライセンス：データセンターでの利用は許諾されていません</translation>
    </message>
    <message>
        <source>precision not supported: %1 lists no throughput usable for %2</source>
        <translation>非対応の精度：%1 には %2 で使えるスループットの記載がありません</translation>
    </message>
    <message>
        <source>precision not native: %1 (allow_non_native to accept)</source>
        <translation>ネイティブでない精度：%1（許可するには allow_non_native）</translation>
    </message>
    <message>
        <source>%1 (included because the scenario sets allow_geforce)</source>
        <translation>%1（シナリオが allow_geforce を設定しているため含む）</translation>
    </message>
    <message>
        <source>no calibration rows for %1/%2: using %3 with a wider band</source>
        <translation>%1/%2 のキャリブレーションデータなし：%3 を使い区間を広げています</translation>
    </message>
    <message>
        <source>%1: wider band</source>
        <translation>%1：区間を拡大</translation>
    </message>
    <message>
        <source>not offered: %1 (allow_geforce to include it, with this caveat)</source>
        <translation>対象外：%1（この注意書きつきで含めるには allow_geforce）</translation>
    </message>
    <message>
        <source>%1 more layout of this GPU also meets the targets with over %2x its %3 GPU: not ranked</source>
        <translation>この GPU の別のレイアウト %1 件も目標を満たしますが、GPU 数が %3 GPU の %2 倍を超えるため順位なし</translation>
    </message>
    <message>
        <source>%1 more layout of this GPU also meets the targets with over %2x its %3 GPUs: not ranked</source>
        <translation>この GPU の別のレイアウト %1 件も目標を満たしますが、GPU 数が %3 GPU の %2 倍を超えるため順位なし</translation>
    </message>
    <message>
        <source>%1 more layouts of this GPU also meet the targets with over %2x its %3 GPU: not ranked</source>
        <translation>この GPU の別のレイアウト %1 件も目標を満たしますが、GPU 数が %3 GPU の %2 倍を超えるため順位なし</translation>
    </message>
    <message>
        <source>%1 more layouts of this GPU also meet the targets with over %2x its %3 GPUs: not ranked</source>
        <translation>この GPU の別のレイアウト %1 件も目標を満たしますが、GPU 数が %3 GPU の %2 倍を超えるため順位なし</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>PCIe peer-to-peer</source>
        <translation>PCIe ピアツーピア</translation>
    </message>
    <message>
        <source>the network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <source>TP %1 over %2: transfers take %3 of each decode step</source>
        <translation>TP %1（%2 経由）：転送が各デコードステップの %3 を占めます</translation>
    </message>
    <message>
        <source>TP %1 over %2: transfers take %3 of each decode step (over %4; a GPU with a faster scale-up link or a smaller TP would do better)</source>
        <translation>TP %1（%2 経由）：転送が各デコードステップの %3 を占めます（%4 超。スケールアップリンクの速い GPU か小さい TP のほうが有利）</translation>
    </message>
    <message>
        <source>loading %1 of weights per GPU over PCIe Gen%2 takes at least %3 (a replica's cold start; storage is often slower)</source>
        <translation>PCIe Gen%2 で GPU あたり %1 の重みを読み込むのに少なくとも %3（レプリカのコールドスタート。ストレージはたいていさらに遅い）</translation>
    </message>
    <message>
        <source>each replica spans %1 nodes: pipeline stages pass activations over the network</source>
        <translation>各レプリカは %1 ノードにまたがります。パイプラインの段間で活性化をネットワーク経由で渡します</translation>
    </message>
    <message>
        <source>minimum deployment: the scenario asks for at least %1 replicas (limits.min_replicas); they run at %2 of capacity today</source>
        <translation>最小構成：シナリオが少なくとも %1 レプリカを要求（limits.min_replicas）。現在は容量の %2 で稼働</translation>
    </message>
    <message>
        <source>over-provisioned: %1 replicas run at %2 of capacity today</source>
        <translation>過剰プロビジョニング：%1 レプリカが現在容量の %2 で稼働</translation>
    </message>
    <message>
        <source>over-provisioned: %1 replicas run at %2 of capacity today; the latency target, not the load, sets the count</source>
        <translation>過剰プロビジョニング：%1 レプリカが現在容量の %2 で稼働。台数を決めているのは負荷ではなくレイテンシ目標です</translation>
    </message>
    <message>
        <source>minimum deployment: one replica runs at %1 of capacity today (no smaller layout meets the target)</source>
        <translation>最小構成：1 レプリカが現在容量の %1 で稼働（これより小さいレイアウトでは目標を満たせません）</translation>
    </message>
    <message>
        <source>memory mostly idle: %1 of %2 per GPU in use at today's load</source>
        <translation>メモリの大半が未使用：現在の負荷で GPU あたり %2 のうち %1 を使用</translation>
    </message>
    <message>
        <source>sized to the pessimistic end of the 90 % band (sla.size_to_pessimistic): %1 TPOT up to %2, %1 TTFT up to %3</source>
        <translation>90 % 区間の悲観側に合わせて計画（sla.size_to_pessimistic）：%1 TPOT 最大 %2、%1 TTFT 最大 %3</translation>
    </message>
    <message>
        <source>uncertainty: the pessimistic end of the %1 TPOT band (%2) misses the %3 target</source>
        <translation>不確かさ：%1 TPOT 区間の悲観側（%2）は目標 %3 を満たしません</translation>
    </message>
    <message>
        <source>uncertainty: the pessimistic end of the %1 TTFT band (%2) misses the %3 target</source>
        <translation>不確かさ：%1 TTFT 区間の悲観側（%2）は目標 %3 を満たしません</translation>
    </message>
    <message>
        <source>under-provisioned: %1 utilization at the grown demand leaves little room for bursts</source>
        <translation>プロビジョニング不足：成長後の需要で使用率 %1 となり、バーストの余地がほとんどありません</translation>
    </message>
    <message>
        <source>each replica serves about %1 of the %2 requests/s arriving</source>
        <translation>各レプリカは到着する %2 リクエスト/s のうち約 %1 を処理</translation>
    </message>
    <message>
        <source>%1 TTFT %2 (target %3), %1 TPOT %4 (target %5)%6</source>
        <translation>%1 TTFT %2（目標 %3）、%1 TPOT %4（目標 %5）%6</translation>
    </message>
    <message>
        <source>%1 TTFT %2 (target %3), %1 TPOT %4%5</source>
        <translation>%1 TTFT %2（目標 %3）、%1 TPOT %4%5</translation>
    </message>
    <message>
        <source>%1 TTFT %2, %1 TPOT %3 (target %4)%5</source>
        <translation>%1 TTFT %2、%1 TPOT %3（目標 %4）%5</translation>
    </message>
    <message>
        <source>%1 TTFT %2, %1 TPOT %3%4</source>
        <translation>%1 TTFT %2、%1 TPOT %3%4</translation>
    </message>
    <message>
        <source>at the %1 %2 TPOT target%3 only batch %4 fits (memory holds %5 sequence)</source>
        <translation>%1 の %2 TPOT 目標%3ではバッチ %4 のみ可能（メモリは %5 シーケンス分）</translation>
    </message>
    <message>
        <source>at the %1 %2 TPOT target%3 only batch %4 fits (memory holds %5 sequences)</source>
        <translation>%1 の %2 TPOT 目標%3ではバッチ %4 のみ可能（メモリは %5 シーケンス分）</translation>
    </message>
    <message>
        <source>memory holds only %1 sequence per replica</source>
        <translation>メモリはレプリカあたり %1 シーケンスしか収まりません</translation>
    </message>
    <message>
        <source>memory holds only %1 sequences per replica</source>
        <translation>メモリはレプリカあたり %1 シーケンスしか収まりません</translation>
    </message>
    <message>
        <source>the engine runs at most %1 sequence per replica</source>
        <translation>エンジンはレプリカあたり最大 %1 シーケンスを実行</translation>
    </message>
    <message>
        <source>the engine runs at most %1 sequences per replica</source>
        <translation>エンジンはレプリカあたり最大 %1 シーケンスを実行</translation>
    </message>
    <message>
        <source>%1, so a replica serves %2 of the %3 requests/s to size for</source>
        <translation>%1。そのため 1 レプリカは計画対象の %3 リクエスト/s のうち %2 を処理</translation>
    </message>
    <message>
        <source>%1 replica</source>
        <translation>%1 レプリカ</translation>
    </message>
    <message>
        <source>%1 replicas</source>
        <translation>%1 レプリカ</translation>
    </message>
    <message>
        <source>%1 GPU</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source> for the band's pessimistic end (targets / %1)</source>
        <translation>（区間の悲観側：目標 / %1）</translation>
    </message>
    <message>
        <source>does not fit: needs %1 per GPU for one sequence (mean length), %2 usable (short by %3)</source>
        <translation>収まりません：1 シーケンス（平均長）で GPU あたり %1 が必要、使用可能 %2（%3 不足）</translation>
    </message>
    <message>
        <source>does not fit: needs %1 per GPU for one sequence (p95 length), %2 usable (short by %3)</source>
        <translation>収まりません：1 シーケンス（p95 長）で GPU あたり %1 が必要、使用可能 %2（%3 不足）</translation>
    </message>
    <message>
        <source>misses TPOT: %1 is %2 even at batch 1, target %3%4 (+%5)</source>
        <translation>TPOT 未達：バッチ 1 でも %1 は %2、目標 %3%4（+%5）</translation>
    </message>
    <message>
        <source>misses TTFT: %1 is %2 even with no request waiting (%3-token prompt), target %4%5 (+%6)</source>
        <translation>TTFT 未達：待ちリクエストがなくても（%3 トークンのプロンプト）%1 は %2、目標 %4%5（+%6）</translation>
    </message>
    <message>
        <source>limits.min_replicas asks for %1</source>
        <translation>limits.min_replicas が %1 を要求</translation>
    </message>
    <message>
        <source>needs %1 (%2 of %3), limit %4: %5</source>
        <translation>%1 が必要（%2 × %3）、上限 %4：%5</translation>
    </message>
    <message>
        <source>misses the %1 targets under load with %2, the most the %3-GPU limit allows: %4</source>
        <translation>上限 %3 GPU で可能な最大の %2 でも、負荷時に %1 目標を満たしません：%4</translation>
    </message>
    <message>
        <source>gradient all-reduce over the network takes %1 per step (%2 of the step)</source>
        <translation>ネットワーク経由の勾配 all-reduce はステップあたり %1（ステップの %2）</translation>
    </message>
    <message>
        <source>gradient all-reduce over the network takes %1 per step (%2 of the step): faster NICs, a larger global batch or more TP/PP would help</source>
        <translation>ネットワーク経由の勾配 all-reduce はステップあたり %1（ステップの %2）。高速な NIC、大きなグローバルバッチ、TP/PP の増加が有効です</translation>
    </message>
    <message>
        <source>training data read: %1 MB/s per node</source>
        <translation>学習データの読み込み：ノードあたり %1 MB/s</translation>
    </message>
    <message>
        <source>training data read: %1 MB/s per node (more than a typical node's %2 MB/s from shared storage)</source>
        <translation>学習データの読み込み：ノードあたり %1 MB/s（共有ストレージからの一般的なノードの %2 MB/s を超過）</translation>
    </message>
    <message>
        <source>misses the deadline: %1 h on %2 GPUs (the most that help within %3), deadline %4 h</source>
        <translation>期限に間に合いません：%2 GPU（%3 以内で効果のある最大数）で %1 h、期限 %4 h</translation>
    </message>
    <message>
        <source>does not fit: needs %1 per GPU at best (%2 GPUs), %3 usable (short by %4)</source>
        <translation>収まりません：GPU あたり最低 %1 が必要（%2 GPU）、使用可能 %3（%4 不足）</translation>
    </message>
    <message>
        <source>needs %1 GPUs for one copy of the model (%2), limits.max_gpus %3</source>
        <translation>モデル 1 コピーに %1 GPU が必要（%2）、limits.max_gpus %3</translation>
    </message>
    <message>
        <source>no data-parallel degree within %1 GPUs divides the %2 micro-batches of a step</source>
        <translation>%1 GPU 以内のどのデータ並列度も 1 ステップの %2 マイクロバッチを割り切れません</translation>
    </message>
    <message>
        <source>uncertainty: the pessimistic end of the band (%1 h) misses the %2 h deadline</source>
        <translation>不確かさ：区間の悲観側（%1 h）は期限 %2 h に間に合いません</translation>
    </message>
    <message>
        <source>over-provisioned: finishes in %1 of the time allowed</source>
        <translation>過剰プロビジョニング：許容時間の %1 で完了</translation>
    </message>
    <message>
        <source>spot capacity can be reclaimed at short notice: reclaims are not modelled, so spot is never recommended for serving with an SLA</source>
        <translation>スポット容量は短い予告で回収されることがあります。回収はモデル化していないため、SLA のあるサービングにスポットは推奨しません</translation>
    </message>
    <message>
        <source>spot capacity can be reclaimed at short notice: runs need checkpoints, and the restarts are not modelled</source>
        <translation>スポット容量は短い予告で回収されることがあります。実行にはチェックポイントが必要で、再開はモデル化していません</translation>
    </message>
    <message>
        <source>demand above the reservation bursts to on-demand: %1 GPU-hours over the horizon</source>
        <translation>リザーブを超える需要はオンデマンドへ：期間中 %1 GPU 時間</translation>
    </message>
    <message>
        <source>includes %1 for the part of the last term that runs past the horizon</source>
        <translation>期間を超える最後の契約期間分の %1 を含む</translation>
    </message>
    <message>
        <source>the loan balance still owed at the end of the horizon (%1) is paid off in the last month</source>
        <translation>期間末に残るローン残高（%1）は最終月に完済</translation>
    </message>
    <message>
        <source>resale value at the end of the horizon: %1</source>
        <translation>期間末の売却価値：%1</translation>
    </message>
    <message>
        <source>the fleet grows from %1 to %2 nodes with demand</source>
        <translation>フリートは需要に応じて %1 ノードから %2 ノードへ増加</translation>
    </message>
    <message>
        <source>no on-prem base pays off: all-cloud on-demand is cheapest</source>
        <translation>オンプレミス基盤はどれも元が取れません：すべてオンデマンドのクラウドが最安</translation>
    </message>
    <message>
        <source>on-prem base of %1 node, the lowest NPV of 0..%2 nodes; on-demand bursts above it</source>
        <translation>オンプレミス基盤 %1 ノード（0..%2 ノードで NPV 最小）。超過分はオンデマンド</translation>
    </message>
    <message>
        <source>on-prem base of %1 nodes, the lowest NPV of 0..%2 nodes; on-demand bursts above it</source>
        <translation>オンプレミス基盤 %1 ノード（0..%2 ノードで NPV 最小）。超過分はオンデマンド</translation>
    </message>
    <message>
        <source>pays for up to %1 GPUs in a month, more than limits.max_gpus (%2) allows today</source>
        <translation>月に最大 %1 GPU 分を支払い、現在の limits.max_gpus（%2）を超えます</translation>
    </message>
    <message>
        <source>%1x %2, %3, %4, batch %5 per replica</source>
        <translation>%1x %2、%3、%4、レプリカあたりバッチ %5</translation>
    </message>
    <message>
        <source>%1x %2, %3, %4, DP%5, %6 h per run</source>
        <translation>%1x %2、%3、%4、DP%5、実行 1 回 %6 h</translation>
    </message>
    <message>
        <source>lowest net present value of the options that keep the latency SLA (spot costs less but can be reclaimed)</source>
        <translation>レイテンシ SLA を守る案の中で NPV が最小（スポットは安いが回収されうる）</translation>
    </message>
    <message>
        <source>lowest net present value</source>
        <translation>NPV が最小</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>重み</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV キャッシュ</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>活性化</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>勾配</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>オプティマイザ状態</translation>
    </message>
    <message>
        <source>runtime overhead</source>
        <translation>ランタイムのオーバーヘッド</translation>
    </message>
    <message>
        <source>GPU utilization mean %1, p50 %2, p95 %3; saturated (&gt;= 90 %) %4 of samples</source>
        <translation>GPU 使用率 平均 %1、p50 %2、p95 %3。飽和（&gt;= 90 %）はサンプルの %4</translation>
    </message>
    <message>
        <source>memory used peak %1, p99 %2, mean %3 of %4 per GPU</source>
        <translation>使用メモリ ピーク %1、p99 %2、平均 %3（GPU あたり %4 中）</translation>
    </message>
    <message>
        <source>memory used peak %1, p99 %2, mean %3 (memory total not reported)</source>
        <translation>使用メモリ ピーク %1、p99 %2、平均 %3（総メモリ量の報告なし）</translation>
    </message>
    <message>
        <source>SM active mean %1</source>
        <translation>SM アクティブ 平均 %1</translation>
    </message>
    <message>
        <source>SM occupancy mean %1, p95 %2</source>
        <translation>SM 占有率 平均 %1、p95 %2</translation>
    </message>
    <message>
        <source>tensor pipe active mean %1, p95 %2</source>
        <translation>Tensor パイプ稼働 平均 %1、p95 %2</translation>
    </message>
    <message>
        <source>DRAM active mean %1, p95 %2</source>
        <translation>DRAM アクティブ 平均 %1、p95 %2</translation>
    </message>
    <message>
        <source>idle (&lt; 5 % for 5 min or more) %1 of the observed time, in 1 period</source>
        <translation>アイドル（&lt; 5 % が 5 分以上）は観測時間の %1、1 期間</translation>
    </message>
    <message>
        <source>idle (&lt; 5 % for 5 min or more) %1 of the observed time, in %2 periods</source>
        <translation>アイドル（&lt; 5 % が 5 分以上）は観測時間の %1、%2 期間</translation>
    </message>
    <message>
        <source>Under-provisioned: p99 memory %1 of %2 (%3) on %4.</source>
        <translation>プロビジョニング不足：%4 で p99 メモリ %1 / %2（%3）。</translation>
    </message>
    <message>
        <source>Under-provisioned: saturated (&gt;= 90 % busy) %1 of the time, p50 utilization %2 on %3.</source>
        <translation>プロビジョニング不足：%3 で飽和（稼働 &gt;= 90 %）が時間の %1、p50 使用率 %2。</translation>
    </message>
    <message>
        <source>Bottlenecked elsewhere: p95 utilization %1 on %2 while host-to-device PCIe runs at %3 GB/s of %4 GB/s (p95, %5): the GPUs wait on data (PCIe, input pipeline, CPU); more or bigger GPUs will not help.</source>
        <translation>ボトルネックは別の場所：%2 で p95 使用率 %1、一方ホスト→デバイスの PCIe は %3 GB/s（上限 %4 GB/s、p95、%5）：GPU はデータ待ち（PCIe、入力パイプライン、CPU）。GPU を増やしても大きくしても改善しない。</translation>
    </message>
    <message>
        <source>Bottlenecked elsewhere: p95 utilization %1 on %2 although demand was saturated: the GPUs wait on data (PCIe, input pipeline, CPU); more or bigger GPUs will not help.</source>
        <translation>ボトルネックは別の場所：需要は飽和していたが %2 の p95 使用率は %1：GPU はデータ待ち（PCIe、入力パイプライン、CPU）。GPU を増やしても大きくしても改善しない。</translation>
    </message>
    <message>
        <source>Over-provisioned: peak memory %1 of %2 and p95 utilization %3, idle %4 of the time, on %5.</source>
        <translation>過剰プロビジョニング：%5 でピークメモリ %1 / %2、p95 使用率 %3、アイドルが時間の %4。</translation>
    </message>
    <message>
        <source>Over-provisioned: peak memory %1 of %2 and p95 utilization %3 on %4.</source>
        <translation>過剰プロビジョニング：%4 でピークメモリ %1 / %2、p95 使用率 %3。</translation>
    </message>
    <message>
        <source>Over-provisioned: p95 utilization %1, idle %2 of the time, on %3.</source>
        <translation>過剰プロビジョニング：%3 で p95 使用率 %1、アイドルが時間の %2。</translation>
    </message>
    <message>
        <source>Over-provisioned: p95 utilization %1 on %2.</source>
        <translation>過剰プロビジョニング：%2 で p95 使用率 %1。</translation>
    </message>
    <message>
        <source>a saturated GPU hides how much more work was waiting: the candidates carry the measured load, a lower bound of the demand</source>
        <translation>飽和した GPU では待機していた作業量がわからない：候補は測定負荷（需要の下限）を処理できる構成</translation>
    </message>
    <message>
        <source>Bottlenecked elsewhere: kernels run %1 of the time (p50) but the SMs are active only %2 inside them on %3: small kernels bound by launch or CPU time; batch more, or use CUDA graphs.</source>
        <translation>ボトルネックは別の場所：%3 でカーネルは時間の %1（p50）実行されているが、その間 SM は %2 しかアクティブでない：起動または CPU 時間に縛られた小さなカーネル。バッチを大きくするか CUDA graphs を使う。</translation>
    </message>
    <message>
        <source>Right-sized: p95 utilization %1, peak memory %2 of capacity on %3.</source>
        <translation>適正サイズ：%3 で p95 使用率 %1、ピークメモリは容量の %2。</translation>
    </message>
    <message>
        <source>Right-sized: p95 utilization %1 on %2.</source>
        <translation>適正サイズ：%2 で p95 使用率 %1。</translation>
    </message>
    <message>
        <source>candidates scale the measured p95 busy share by dense 16-bit FLOP/s and memory bandwidth and assume the load spreads evenly over the GPUs; check the chosen one with `rightsizer plan` on the workload's scenario (interconnect and latency are not in telemetry)</source>
        <translation>候補は測定した p95 稼働率を密な 16 ビット FLOP/s とメモリ帯域幅で換算し、負荷が GPU 間で均等に分散すると仮定している。選んだ候補はワークロードのシナリオで `rightsizer plan` を使って確認すること（インターコネクトとレイテンシはテレメトリに含まれない）</translation>
    </message>
    <message>
        <source>%1 %2 x %3 would carry the measured load at %4 busy for $%5/h instead of $%6/h.</source>
        <translation>%1 %2 x %3 なら稼働率 %4 で測定負荷を処理でき、$%6/時間ではなく $%5/時間。</translation>
    </message>
    <message>
        <source>%1 %2 x %3 would carry the measured load at %4 busy for $%5/h instead of $%6/h (%7).</source>
        <translation>%1 %2 x %3 なら稼働率 %4 で測定負荷を処理でき、$%6/時間ではなく $%5/時間（%7）。</translation>
    </message>
    <message>
        <source>Not enough data: %1 utilization or memory samples; at least %2 are needed for a verdict.</source>
        <translation>データ不足：使用率またはメモリのサンプルが %1 件。判定には最低 %2 件必要。</translation>
    </message>
    <message>
        <source>'%1' is not a catalog GPU: no candidates and no cost (name it with --gpu ID)</source>
        <translation>「%1」はカタログの GPU ではない：候補もコストもなし（--gpu ID で指定）</translation>
    </message>
    <message>
        <source>no memory readings: candidates are sized on utilization alone</source>
        <translation>メモリの読み取り値なし：候補は使用率のみでサイジング</translation>
    </message>
    <message>
        <source>PCIe host-to-device p95 %1 of the link</source>
        <translation>PCIe ホスト→デバイス p95 はリンクの %1</translation>
    </message>
    <message>
        <source>scenario tco.demand</source>
        <translation>シナリオ tco.demand</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>profile: %1</source>
        <translation>プロファイル：%1</translation>
    </message>
    <message>
        <source>the demand profile (%1) peaks at %2 requests/s, not the %3 of workload.requests_per_s: the fleet is sized for the profile's peak</source>
        <translation>需要プロファイル（%1）のピークは %2 リクエスト/秒で、workload.requests_per_s の %3 ではない：フリートはプロファイルのピークでサイジング</translation>
    </message>
    <message>
        <source>the demand profile (%1) averages %2 requests/s, not the %3 of workload.mean_requests_per_s: costs use the profile's mean</source>
        <translation>需要プロファイル（%1）の平均は %2 リクエスト/秒で、workload.mean_requests_per_s の %3 ではない：コストはプロファイルの平均で計算</translation>
    </message>
    <message>
        <source>default daytime profile reshaped (exponent %1): peak = workload.requests_per_s, mean = workload.mean_requests_per_s</source>
        <translation>既定の日中プロファイルを変形（指数 %1）：ピーク = workload.requests_per_s、平均 = workload.mean_requests_per_s</translation>
    </message>
    <message>
        <source>default daytime profile reshaped to the mean</source>
        <translation>平均に合わせて変形した既定の日中プロファイル</translation>
    </message>
    <message>
        <source>default daytime profile, peak = workload.requests_per_s</source>
        <translation>既定の日中プロファイル、ピーク = workload.requests_per_s</translation>
    </message>
    <message>
        <source>default daytime profile</source>
        <translation>既定の日中プロファイル</translation>
    </message>
    <message>
        <source>one provider</source>
        <translation>プロバイダー 1 社</translation>
    </message>
    <message>
        <source>%1 providers</source>
        <translation>プロバイダー %1 社</translation>
    </message>
    <message>
        <source>marketplace quotes only</source>
        <translation>マーケットプレイスの見積もりのみ</translation>
    </message>
    <message>
        <source>no observation date</source>
        <translation>観測日なし</translation>
    </message>
    <message>
        <source>newest quote %1 months old</source>
        <translation>最新の見積もりは %1 か月前</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1、%2、%3</translation>
    </message>
    <message>
        <source>scenario cost.gpu_hour_usd</source>
        <translation>シナリオ cost.gpu_hour_usd</translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation>オンデマンド</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>リザーブド</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>スポット</translation>
    </message>
    <message>
        <source>capacity-block</source>
        <translation>キャパシティブロック</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>購入</translation>
    </message>
    <message>
        <source>on-demand-historical</source>
        <translation>オンデマンド（過去）</translation>
    </message>
    <message>
        <source>date not given</source>
        <translation>日付の記載なし</translation>
    </message>
    <message>
        <source>observed %1</source>
        <translation>観測 %1</translation>
    </message>
    <message>
        <source>observed %1..%2</source>
        <translation>観測 %1..%2</translation>
    </message>
    <message>
        <source>all</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>hyperscaler</source>
        <translation>ハイパースケーラー</translation>
    </message>
    <message>
        <source>specialist</source>
        <translation>専門クラウド</translation>
    </message>
    <message>
        <source>marketplace</source>
        <translation>マーケットプレイス</translation>
    </message>
    <message>
        <source>every provider</source>
        <translation>すべてのプロバイダー</translation>
    </message>
    <message>
        <source>hyperscaler clouds (AWS, Azure, Google Cloud, Oracle)</source>
        <translation>ハイパースケーラーのクラウド（AWS、Azure、Google Cloud、Oracle）</translation>
    </message>
    <message>
        <source>specialist GPU clouds (CoreWeave, Lambda, Nebius, RunPod Secure Cloud, ...)</source>
        <translation>GPU 専門クラウド（CoreWeave、Lambda、Nebius、RunPod Secure Cloud など）</translation>
    </message>
    <message>
        <source>marketplaces (RunPod Community Cloud, Vast.ai)</source>
        <translation>マーケットプレイス（RunPod Community Cloud、Vast.ai）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>one %1 quote: %2 %3; %4</source>
        <translation>%1の見積もり 1 件：%2 %3。%4</translation>
    </message>
    <message>
        <source>median of %1 %2 quotes from %3, $%4-$%5; %6</source>
        <translation>%3 による%2の見積もり %1 件の中央値、$%4-$%5。%6</translation>
    </message>
    <message>
        <source>median of %1 providers' medians (%2 %3 quotes from %4, $%5-$%6); %7</source>
        <translation>プロバイダー %1 社の中央値の中央値（%4 による%3の見積もり %2 件、$%5-$%6）。%7</translation>
    </message>
    <message>
        <source>no on-demand price (needed for bursts); set tco.cloud.on_demand_usd_per_gpu_hour</source>
        <translation>オンデマンド価格なし（バーストに必要）。tco.cloud.on_demand_usd_per_gpu_hour を設定</translation>
    </message>
    <message>
        <source>a training run needs its whole cluster; bursting splits serving replicas only</source>
        <translation>トレーニング実行にはクラスター全体が必要。バーストで分割できるのはサービングのレプリカだけ</translation>
    </message>
    <message>
        <source>catalog: %1</source>
        <translation>カタログ：%1</translation>
    </message>
    <message>
        <source>no on-demand price for %1; set tco.cloud.on_demand_usd_per_gpu_hour or cost.gpu_hour_usd</source>
        <translation>%1 のオンデマンド価格なし。tco.cloud.on_demand_usd_per_gpu_hour または cost.gpu_hour_usd を設定</translation>
    </message>
    <message>
        <source>catalog: %1 (term not stated by the source)</source>
        <translation>カタログ：%1（期間は出典に記載なし）</translation>
    </message>
    <message>
        <source>derived: on-demand x %1, the median reserved/on-demand ratio of the catalog's offers quoted both ways</source>
        <translation>導出：オンデマンド x %1（両方の価格があるカタログの提供のリザーブド/オンデマンド比の中央値）</translation>
    </message>
    <message>
        <source>no reserved price; set tco.cloud.reserved_1y_usd_per_gpu_hour</source>
        <translation>リザーブド価格なし。tco.cloud.reserved_1y_usd_per_gpu_hour を設定</translation>
    </message>
    <message>
        <source>assumption: on-demand x %1 (the catalog quotes no 3-year term)</source>
        <translation>前提：オンデマンド x %1（カタログに 3 年契約の見積もりなし）</translation>
    </message>
    <message>
        <source>no on-demand price to derive it from; set tco.cloud.reserved_3y_usd_per_gpu_hour</source>
        <translation>導出元のオンデマンド価格なし。tco.cloud.reserved_3y_usd_per_gpu_hour を設定</translation>
    </message>
    <message>
        <source>no spot quote for %1 in the catalog; set tco.cloud.spot_usd_per_gpu_hour</source>
        <translation>カタログに %1 のスポット見積もりなし。tco.cloud.spot_usd_per_gpu_hour を設定</translation>
    </message>
    <message>
        <source>no spot quote for %1 from '%2' in the catalog; set tco.cloud.spot_usd_per_gpu_hour</source>
        <translation>カタログに「%2」の %1 スポット見積もりなし。tco.cloud.spot_usd_per_gpu_hour を設定</translation>
    </message>
    <message>
        <source>catalog: %1 (%2 USD/GPU) x %3 GPUs + host %4 USD (%5)</source>
        <translation>カタログ：%1（%2 USD/GPU）x GPU %3 基 + ホスト %4 USD（%5）</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <source>assumption</source>
        <translation>前提</translation>
    </message>
    <message>
        <source>no purchase price for %1 in the catalog; set tco.on_prem.server_usd_per_node</source>
        <translation>カタログに %1 の購入価格なし。tco.on_prem.server_usd_per_node を設定</translation>
    </message>
    <message>
        <source>PRC-0103: one port per GPU of a 64-port 400 Gb/s switch at 36,000 USD</source>
        <translation>PRC-0103：64 ポート 400 Gb/s スイッチ（36,000 USD）の GPU あたり 1 ポート</translation>
    </message>
    <message>
        <source>catalog: %1 TDP</source>
        <translation>カタログ：%1 の TDP</translation>
    </message>
    <message>
        <source>the catalog has no TDP for %1, so power cannot be costed</source>
        <translation>カタログに %1 の TDP がないため電力コストを計算できない</translation>
    </message>
    <message>
        <source>PRC-0120: server overhead x1.3 over GPU TDP (0.3 x %1 GPUs x %2 W)</source>
        <translation>PRC-0120：サーバーのオーバーヘッドは GPU TDP の 1.3 倍（0.3 x GPU %1 基 x %2 W）</translation>
    </message>
    <message>
        <source>none: %1</source>
        <translation>なし：%1</translation>
    </message>
    <message>
        <source>at its thin-evidence catalog price (%1), %2 (%3, %4 GPUs) would rank first: $%5/GPU-hour, $%6/M tokens against $%7; a quote of your own in cost.gpu_hour_usd settles it</source>
        <translation>根拠の弱いカタログ価格（%1）なら %2（%3、GPU %4 基）が 1 位になる：$%5/GPU 時間、$%6/100 万トークン（対 $%7）。cost.gpu_hour_usd に自社の見積もりを入れれば決着する</translation>
    </message>
    <message>
        <source>rank 1 by price tier: %1 prices would put %2 (%3, %4 GPUs) first at $%5/GPU-hour, $%6/M tokens</source>
        <translation>価格帯別の 1 位：%1の価格なら %2（%3、GPU %4 基）が $%5/GPU 時間、$%6/100 万トークンで 1 位</translation>
    </message>
    <message>
        <source>%1 prices would put %2 (%3, %4 GPUs) first at $%5/GPU-hour, $%6/M tokens</source>
        <translation>%1の価格なら %2（%3、GPU %4 基）が $%5/GPU 時間、$%6/100 万トークンで 1 位</translation>
    </message>
    <message>
        <source>got %1 requests/s, accepted %2 to %3 requests/s: at most the peak (workload.requests_per_s), and at least what the default daytime profile reaches when only its busiest hours remain; give tco.demand for another shape</source>
        <translation>入力値 %1 リクエスト/秒、受け付ける範囲は %2〜%3 リクエスト/秒：ピーク (workload.requests_per_s) 以下で、既定の日中プロファイルが最も混雑する時間帯だけになったときの値以上。別の形には tco.demand を指定</translation>
    </message>
    <message>
        <source>got %1%2, accepted %3 to %4%2%5</source>
        <translation>入力値 %1%2、受け付ける範囲は %3〜%4%2%5</translation>
    </message>
    <message>
        <source>%1 is a %2 model; the planner sizes language-model serving and training (use `rightsizer estimate` for images)</source>
        <translation>%1 は %2 モデル。プランナーが扱うのは言語モデルのサービングとトレーニング（画像には `rightsizer estimate` を使用）</translation>
    </message>
    <message>
        <source>input p95 + output p95 = %1 tokens exceed the %2-token context of %3</source>
        <translation>入力 p95 + 出力 p95 = %1 トークンが %3 のコンテキスト %2 トークンを超える</translation>
    </message>
    <message>
        <source>no target given: set ttft_ms, tpot_ms or min_output_tokens_per_s</source>
        <translation>目標が未指定：ttft_ms、tpot_ms、min_output_tokens_per_s のいずれかを設定</translation>
    </message>
    <message>
        <source>got %1, must be a multiple of 2 x cp = %2</source>
        <translation>入力値 %1、2 x cp = %2 の倍数である必要がある</translation>
    </message>
    <message>
        <source>got %1, must be a multiple of micro_batch (%2)</source>
        <translation>入力値 %1、micro_batch（%2）の倍数である必要がある</translation>
    </message>
    <message>
        <source>training runs in fp32, bf16, fp16 or fp8 (got %1)</source>
        <translation>トレーニングは fp32、bf16、fp16、fp8 で実行（入力値 %1）</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>空にできない</translation>
    </message>
    <message>
        <source>list at least one precision (%1)</source>
        <translation>精度を 1 つ以上指定（%1）</translation>
    </message>
    <message>
        <source>lists a precision twice</source>
        <translation>同じ精度が 2 回ある</translation>
    </message>
    <message>
        <source> USD/GPU-hour</source>
        <translation> USD/GPU 時間</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> シーケンス</translation>
    </message>
    <message>
        <source>got %1, must be a whole number of sequences</source>
        <translation>入力値 %1、シーケンス数は整数である必要がある</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> トークン</translation>
    </message>
    <message>
        <source> requests/s</source>
        <translation> リクエスト/秒</translation>
    </message>
    <message>
        <source> (at most the peak)</source>
        <translation>（ピーク以下）</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation> GPU</translation>
    </message>
    <message>
        <source> B</source>
        <translation> B</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> トークン/秒</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> replicas</source>
        <translation> レプリカ</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>got %1, must be a whole number</source>
        <translation>入力値 %1、整数である必要がある</translation>
    </message>
    <message>
        <source>got %1 %2, accepted %3 to %4 %2</source>
        <translation>入力値 %1 %2、受け付ける範囲は %3〜%4 %2</translation>
    </message>
    <message>
        <source>got %1 %2, must be a whole number</source>
        <translation>入力値 %1 %2、整数である必要がある</translation>
    </message>
    <message>
        <source>M output tokens</source>
        <translation>100 万出力トークン</translation>
    </message>
    <message>
        <source>training run</source>
        <translation>学習ジョブ</translation>
    </message>
    <message>
        <source>a draft model is needed with method draft: name a catalog language model</source>
        <translation>方法 draft にはドラフトモデルが必要です：カタログの言語モデルを指定してください</translation>
    </message>
    <message>
        <source>%1 has a vocabulary of %2 tokens and %3 one of %4: a draft must share the target's tokenizer</source>
        <translation>%1 の語彙は %2 トークン、%3 は %4 トークン：ドラフトはターゲットとトークナイザーを共有する必要があります</translation>
    </message>
    <message>
        <source> (at most the mean input)</source>
        <translation>（平均入力以下）</translation>
    </message>
    <message>
        <source>speculative decoding pays at a concurrency of %4: %1 tokens a step, TPOT %2 against %3 without it</source>
        <translation>同時実行数 %4 では投機的デコーディングが有効：1 ステップあたり %1 トークン、TPOT %2（なしでは %3）</translation>
    </message>
    <message>
        <source>speculative decoding does not pay at a concurrency of %4: %1 tokens a step, but TPOT %2 against %3 without it (the step is compute-bound: checking the proposals costs more than it saves)</source>
        <translation>同時実行数 %4 では投機的デコーディングは有効でない：1 ステップあたり %1 トークンだが TPOT %2（なしでは %3）（ステップが計算律速のため、提案の検証コストが節約分を上回る）</translation>
    </message>
    <message>
        <source>saturated: the deployment runs at its capacity (about %1 requests/s) and further clients only wait longer for their first token</source>
        <translation>飽和：デプロイは容量いっぱい（約 %1 リクエスト/秒）で動作しており、追加のクライアントは最初のトークンを長く待つだけです</translation>
    </message>
    <message>
        <source>saturated: the arrivals exceed what the deployment serves (about %1 requests/s); the queue grows without bound</source>
        <translation>飽和：到着がデプロイの処理能力（約 %1 リクエスト/秒）を超えています；キューは際限なく伸びます</translation>
    </message>
    <message>
        <source>disaggregated serving wins: %1 meets the SLA with %2 GPUs at $%3/hour (TTFT %8, TPOT %9) against %4 x %5 aggregated at $%6/hour, %7 % cheaper</source>
        <translation>分離型サービングが有利：%1 は GPU %2 基・1 時間 $%3 で SLA を満たす（TTFT %8、TPOT %9）。集約型は %4 x %5・1 時間 $%6 で、%7 % 安い</translation>
    </message>
    <message>
        <source>disaggregated serving wins: %1 meets the SLA with %2 GPUs (TTFT %8, TPOT %9) against %4 x %5 aggregated, %7 % fewer</source>
        <translation>分離型サービングが有利：%1 は GPU %2 基で SLA を満たす（TTFT %8、TPOT %9）。集約型は %4 x %5 で、%7 % 少ない</translation>
    </message>
    <message>
        <source>aggregated serving wins: %4 x %5 at $%6/hour against %2 GPUs at $%3/hour for the cheapest disaggregated split, %1 (TTFT %8, TPOT %9); %7 % cheaper</source>
        <translation>集約型サービングが有利：%4 x %5・1 時間 $%6。最も安い分離型の分割 %1 は GPU %2 基・1 時間 $%3（TTFT %8、TPOT %9）；%7 % 安い</translation>
    </message>
    <message>
        <source>aggregated serving wins: %4 x %5 against %2 GPUs for the cheapest disaggregated split, %1 (TTFT %8, TPOT %9); %7 % fewer</source>
        <translation>集約型サービングが有利：%4 x %5。最も安い分離型の分割 %1 は GPU %2 基（TTFT %8、TPOT %9）；%7 % 少ない</translation>
    </message>
    <message>
        <source>speculative decoding does not pay at a concurrency of %4: %1 tokens a step, but TPOT %2 against %3 without it (too few proposals are accepted to cover the draft's passes)</source>
        <translation>同時実行数 %4 では投機的デコーディングは有効でない：1 ステップあたり %1 トークンだが TPOT %2（なしでは %3）（受理される提案が少なく、ドラフトのパスのコストを賄えない）</translation>
    </message>
    <message>
        <source>aggregated and disaggregated serving cost the same: %4 x %5 or %1, %2 GPUs, at $%6/hour (TTFT %8, TPOT %9)</source>
        <translation>集約型と分離型のサービングは同じコスト：%4 x %5 または %1、GPU %2 基、1 時間 $%6（TTFT %8、TPOT %9）</translation>
    </message>
    <message>
        <source>aggregated and disaggregated serving take the same GPUs: %4 x %5 or %1 (TTFT %8, TPOT %9)</source>
        <translation>集約型と分離型のサービングは同じ GPU 数：%4 x %5 または %1（TTFT %8、TPOT %9）</translation>
    </message>
    <message>
        <source>no disaggregated split meets the SLA within %1 GPUs</source>
        <translation>GPU %1 基以内で SLA を満たす分離型の分割はない</translation>
    </message>
    <message>
        <source>disaggregated serving meets the SLA where no aggregated layout does: %1 with %2 GPUs (TTFT %3, TPOT %4)</source>
        <translation>集約型のどの構成も満たせない SLA を分離型サービングが満たす：%1、GPU %2 基（TTFT %3、TPOT %4）</translation>
    </message>
    <message>
        <source>%1 pool: %2</source>
        <translation>%1プール：%2</translation>
    </message>
    <message>
        <source>%1x %2, %3, %4 per %5 worker</source>
        <translation>%5ワーカーあたり %1x %2、%3、%4</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>プリフィル</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>デコード</translation>
    </message>
    <message>
        <source>disaggregated: %1</source>
        <translation>分離型：%1</translation>
    </message>
    <message>
        <source>reserved-1y</source>
        <translation>1 年リザーブド</translation>
    </message>
    <message>
        <source>reserved-3y</source>
        <translation>3 年リザーブド</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>自社見積もり</translation>
    </message>
    <message>
        <source>any</source>
        <translation>指定なし</translation>
    </message>
    <message>
        <source>us-east</source>
        <translation>us-east</translation>
    </message>
    <message>
        <source>us-west</source>
        <translation>us-west</translation>
    </message>
    <message>
        <source>us-central</source>
        <translation>us-central</translation>
    </message>
    <message>
        <source>eu-west</source>
        <translation>eu-west</translation>
    </message>
    <message>
        <source>eu-central</source>
        <translation>eu-central</translation>
    </message>
    <message>
        <source>ap-northeast</source>
        <translation>ap-northeast</translation>
    </message>
    <message>
        <source>ap-southeast</source>
        <translation>ap-southeast</translation>
    </message>
    <message>
        <source>1-year reservations and committed-use prices</source>
        <translation>1 年リザーブドと確約利用の価格</translation>
    </message>
    <message>
        <source>3-year reservations and committed-use prices</source>
        <translation>3 年リザーブドと確約利用の価格</translation>
    </message>
    <message>
        <source>spot and preemptible prices</source>
        <translation>スポットとプリエンプティブルの価格</translation>
    </message>
    <message>
        <source>your own quotes (prices you added to the catalog)</source>
        <translation>ご自身の見積もり（カタログに追加した価格）</translation>
    </message>
    <message>
        <source>your quote: %1 %2, %3</source>
        <translation>ご自身の見積もり：%1 %2、%3</translation>
    </message>
    <message>
        <source>%1 has %2 B parameters and %3 %4 B: a draft must be smaller than the target</source>
        <translation>%1 のパラメータは %2 B、%3 は %4 B：ドラフトはターゲットより小さい必要があります</translation>
    </message>
    <message>
        <source>3-year reserved</source>
        <translation>リザーブド 3 年</translation>
    </message>
    <message>
        <source>1-year reserved</source>
        <translation>リザーブド 1 年</translation>
    </message>
    <message>
        <source>derived: on-demand x %1, the median %2/on-demand ratio of this GPU's offers quoted both ways (%3)</source>
        <translation>導出：オンデマンド x %1（両方の価格があるこの GPU の提供の %2/オンデマンド比の中央値、%3）</translation>
    </message>
    <message>
        <source>mixture of experts: the experts' grouped matmuls and the router run at the dense layers' fitted efficiency (no MoE training in the calibration); the expert-parallel all-to-alls are in the step, not overlapped</source>
        <translation>混合エキスパート：エキスパートのグループ化行列積とルーターは密な層のフィット済み効率で計算します（キャリブレーションに MoE の学習データなし）。エキスパート並列の all-to-all はステップに含め、重ね合わせません</translation>
    </message>
</context>
<context>
    <name>FieldSpecs</name>
    <message>
        <source>inference</source>
        <translation>推論</translation>
    </message>
    <message>
        <source>full training</source>
        <translation>フル学習</translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation>LoRA ファインチューニング</translation>
    </message>
    <message>
        <source>4-bit QLoRA fine-tune</source>
        <translation>4 ビット QLoRA</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>モード</translation>
    </message>
    <message>
        <source>Serve sizes inference against the SLA; train, lora and qlora size a training run against its deadline.</source>
        <translation>serve は SLA に対して推論を、train・lora・qlora は期限に対して学習ジョブをサイジングします。</translation>
    </message>
    <message>
        <source>Percentile</source>
        <translation>パーセンタイル</translation>
    </message>
    <message>
        <source>Percentile of requests at which the latency targets must hold.</source>
        <translation>レイテンシ目標を満たす必要があるリクエストのパーセンタイル。</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO ステージ</translation>
    </message>
    <message>
        <source>How far optimizer state, gradients and weights are sharded across the data-parallel GPUs (DeepSpeed ZeRO / FSDP).</source>
        <translation>オプティマイザ状態・勾配・重みをデータ並列の GPU 間でどこまでシャーディングするか（DeepSpeed ZeRO / FSDP）。</translation>
    </message>
    <message>
        <source>0 (no sharding)</source>
        <translation>0（シャーディングなし）</translation>
    </message>
    <message>
        <source>1 (optimizer states)</source>
        <translation>1（オプティマイザ状態）</translation>
    </message>
    <message>
        <source>2 (+ gradients)</source>
        <translation>2（+ 勾配）</translation>
    </message>
    <message>
        <source>3 (+ weights)</source>
        <translation>3（+ 重み）</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>再計算</translation>
    </message>
    <message>
        <source>Activation recomputation: trades compute for activation memory.</source>
        <translation>活性化の再計算：計算量と引き換えに活性化メモリを節約します。</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>コンテキスト並列</translation>
    </message>
    <message>
        <source>GPUs each sequence is split over (Megatron-LM context parallelism, ring attention): activations per GPU shrink by this factor; a layout uses TP x PP x CP GPUs per data-parallel rank, and the sequence length must be a multiple of 2 x CP.</source>
        <translation>各シーケンスを分割する GPU 数（Megatron-LM のコンテキスト並列、ring attention）。GPU あたりの活性化はこの倍率で小さくなります。レイアウトはデータ並列ランクごとに TP x PP x CP 個の GPU を使い、シーケンス長は 2 x CP の倍数である必要があります。</translation>
    </message>
    <message>
        <source>1 (off)</source>
        <translation>1（オフ）</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>勾配</translation>
    </message>
    <message>
        <source>Gradient buffer: 16-bit as NVIDIA's NeMo and Megatron-Bridge recipes keep it (2 bytes/param), or fp32 as Megatron-LM does by default (4 bytes/param).</source>
        <translation>勾配バッファ：NVIDIA の NeMo や Megatron-Bridge のレシピと同じ 16 ビット（パラメータあたり 2 バイト）、または Megatron-LM の既定の fp32（パラメータあたり 4 バイト）。</translation>
    </message>
    <message>
        <source>16-bit (bf16/fp16)</source>
        <translation>16 ビット（bf16/fp16）</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>サービングエンジン</translation>
    </message>
    <message>
        <source>The serving engine that runs the model. Each engine has its own fitted kernel efficiency and per-step and per-request overheads, so latency and throughput depend on it. vLLM is the default.</source>
        <translation>モデルを実行するサービングエンジン。エンジンごとにフィッティングされたカーネル効率とステップ・リクエストあたりのオーバーヘッドがあり、レイテンシとスループットはそれに依存します。既定は vLLM です。</translation>
    </message>
    <message>
        <source>Size to</source>
        <translation>サイジング基準</translation>
    </message>
    <message>
        <source>The estimate: the predicted TTFT and TPOT meet the targets (the pessimistic end of their 90 % band may miss). The pessimistic end: the band's upper end meets them, which takes a smaller batch or more replicas.</source>
        <translation>推定値：予測した TTFT と TPOT が目標を満たします（90 % 区間の悲観側は満たさない場合があります）。悲観側：区間の上限が目標を満たすようにします。より小さいバッチか、より多くのレプリカが必要です。</translation>
    </message>
    <message>
        <source>the estimate</source>
        <translation>推定値</translation>
    </message>
    <message>
        <source>GeForce cards</source>
        <translation>GeForce カード</translation>
    </message>
    <message>
        <source>NVIDIA's GeForce driver licence permits no datacenter deployment, so GeForce cards are left out of the plan, the what-if charts and the report unless included here; included, each carries that caveat.</source>
        <translation>NVIDIA の GeForce ドライバのライセンスはデータセンターでの利用を認めていないため、ここで含めない限り GeForce カードはプラン、What-if グラフ、レポートから除外されます。含めた場合は各カードにその注意書きが付きます。</translation>
    </message>
    <message>
        <source>left out (driver licence)</source>
        <translation>除外（ライセンス）</translation>
    </message>
    <message>
        <source>Prices ranked by</source>
        <translation>ランキングに使う価格</translation>
    </message>
    <message>
        <source>Catalog prices from fewer than 3 providers, from marketplace offers only or over 6 months old are thin evidence. Ranked by well-evidenced prices only, such a GPU is left unpriced (ranked last) and the plan says whether it would have ranked first; a price you enter for it counts.</source>
        <translation>提供者が 3 社未満、マーケットプレイスの提示のみ、または 6 か月以上前のカタログ価格は根拠が弱いとみなします。根拠の十分な価格だけでランク付けすると、そうした GPU は価格なし（最下位）となり、1 位になり得たかをプランが示します。ご自身で入力した価格は採用されます。</translation>
    </message>
    <message>
        <source>every catalog price</source>
        <translation>すべてのカタログ価格</translation>
    </message>
    <message>
        <source>well-evidenced prices only</source>
        <translation>根拠の十分な価格のみ</translation>
    </message>
    <message>
        <source>Prices from</source>
        <translation>価格の出典</translation>
    </message>
    <message>
        <source>engine default</source>
        <translation>エンジンの既定値</translation>
    </message>
    <message>
        <source>%1's default depends on the GPU; no candidate GPU is in the catalog.</source>
        <translation>%1 の既定値は GPU によって異なります。カタログに候補の GPU がありません。</translation>
    </message>
    <message>
        <source>engine default (%1)</source>
        <translation>エンジンの既定値（%1）</translation>
    </message>
    <message>
        <source>%1's default on every candidate GPU: %2%3.</source>
        <translation>すべての候補 GPU での %1 の既定値：%2%3。</translation>
    </message>
    <message>
        <source>%1's default depends on the GPU:</source>
        <translation>%1 の既定値は GPU によって異なります：</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 ほか %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1%2 on %3</source>
        <translation>  %3 では %1%2</translation>
    </message>
    <message>
        <source>engine default (%1–%2)</source>
        <translation>エンジンの既定値（%1–%2）</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> シーケンス</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> トークン</translation>
    </message>
    <message>
        <source>profile's mean</source>
        <translation>プロファイルの平均</translation>
    </message>
    <message>
        <source>profile's mean (%1)</source>
        <translation>プロファイルの平均（%1）</translation>
    </message>
    <message>
        <source>Not given: the mean of the demand profile, %1 req/s (%2).</source>
        <translation>未指定：需要プロファイルの平均 %1 req/s（%2）。</translation>
    </message>
    <message>
        <source>Input p95 + output p95 must fit the model's context.</source>
        <translation>入力 p95 + 出力 p95 がモデルのコンテキストに収まる必要があります。</translation>
    </message>
    <message>
        <source>Peak requests/s</source>
        <translation>ピーク時リクエスト/秒</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> req/s</translation>
    </message>
    <message>
        <source>Peak demand: the mean arrival rate (Poisson) of the busiest hour of the week. The fleet is sized for it, with the growth headroom under Limits added on top. An imported or edited weekly profile overrides it with its own busiest hour.</source>
        <translation>ピーク需要：1 週間で最も混む時間帯の平均到着率（ポアソン）。フリートはこれに「制限」の成長余裕を上乗せしてサイジングされます。インポートまたは編集した週間プロファイルがある場合は、その最も混む時間帯の値が優先されます。</translation>
    </message>
    <message>
        <source>Mean requests/s</source>
        <translation>平均リクエスト/秒</translation>
    </message>
    <message>
        <source>Mean demand over the week. Costs per token divide by the tokens served at this rate (the fleet sized for the peak runs around the clock). Not given: the profile's mean (the default daytime profile's is 0.46 x the peak); given, it reshapes the daytime profile to this mean. At most the peak.</source>
        <translation>1 週間の平均需要。トークンあたりのコストは、この速度で処理したトークン数で割って求めます（ピークに合わせたフリートは 24 時間稼働します）。未指定の場合はプロファイルの平均（既定の日中プロファイルではピークの 0.46 倍）、指定した場合は日中プロファイルをこの平均に合わせて調整します。ピーク以下です。</translation>
    </message>
    <message>
        <source>Input tokens, mean</source>
        <translation>入力トークン、平均</translation>
    </message>
    <message>
        <source>Mean prompt length per request, system prompt and history included.</source>
        <translation>リクエストあたりの平均プロンプト長（システムプロンプトと履歴を含む）。</translation>
    </message>
    <message>
        <source>Input tokens, p95</source>
        <translation>入力トークン、p95</translation>
    </message>
    <message>
        <source>95th percentile of the prompt length; not below the mean. </source>
        <translation>プロンプト長の 95 パーセンタイル。平均を下回らないこと。</translation>
    </message>
    <message>
        <source>Output tokens, mean</source>
        <translation>出力トークン、平均</translation>
    </message>
    <message>
        <source>Mean number of tokens generated per request.</source>
        <translation>リクエストあたりに生成される平均トークン数。</translation>
    </message>
    <message>
        <source>Output tokens, p95</source>
        <translation>出力トークン、p95</translation>
    </message>
    <message>
        <source>95th percentile of the generated length; not below the mean. </source>
        <translation>生成長の 95 パーセンタイル。平均を下回らないこと。</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>トークン数</translation>
    </message>
    <message>
        <source> B tokens</source>
        <translation> B トークン</translation>
    </message>
    <message>
        <source>Tokens to process, all epochs together, in billions (1 B = 10^9 tokens).</source>
        <translation>処理するトークン数（全エポック合計）、10 億単位（1 B = 10^9 トークン）。</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>Wall-clock time allowed for the whole run.</source>
        <translation>ジョブ全体に許される実時間。</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>シーケンス長</translation>
    </message>
    <message>
        <source>Tokens per training sequence; at most the model's context.</source>
        <translation>学習シーケンスあたりのトークン数。モデルのコンテキスト以下。</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>グローバルバッチ</translation>
    </message>
    <message>
        <source>Sequences per optimizer step, all GPUs together; a multiple of the micro batch.</source>
        <translation>オプティマイザの 1 ステップあたりのシーケンス数（全 GPU 合計）。マイクロバッチの倍数。</translation>
    </message>
    <message>
        <source> sequence</source>
        <translation> シーケンス</translation>
    </message>
    <message>
        <source>Micro batch</source>
        <translation>マイクロバッチ</translation>
    </message>
    <message>
        <source>Sequences per GPU per forward/backward pass; at most the global batch, which it must divide.</source>
        <translation>GPU ごと・順伝播/逆伝播 1 回あたりのシーケンス数。グローバルバッチ以下で、それを割り切れること。</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA ランク</translation>
    </message>
    <message>
        <source>Rank of the LoRA adapter matrices (LoRA and QLoRA modes).</source>
        <translation>LoRA アダプタ行列のランク（LoRA・QLoRA モード）。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>最初のトークンまでの時間</translation>
    </message>
    <message>
        <source>Target for the time from a request's arrival to its first output token, at the SLA percentile; queueing included. 0: no target.</source>
        <translation>リクエストの到着から最初の出力トークンまでの時間の目標（SLA パーセンタイル、キュー待ちを含む）。0：目標なし。</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>出力トークンあたりの時間</translation>
    </message>
    <message>
        <source>Target for the time between two output tokens of one request, at the SLA percentile (50 ms = 20 tokens/s per user). 0: no target.</source>
        <translation>1 つのリクエストの出力トークン間の時間の目標（SLA パーセンタイル。50 ms = ユーザーあたり 20 トークン/秒）。0：目標なし。</translation>
    </message>
    <message>
        <source>Min. output rate</source>
        <translation>最低出力レート</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> トークン/秒</translation>
    </message>
    <message>
        <source>Output tokens per second the whole deployment must sustain. 0: no target. At least one of the three targets must be set.</source>
        <translation>デプロイメント全体で維持すべき毎秒の出力トークン数。0：目標なし。3 つの目標のうち少なくとも 1 つを設定してください。</translation>
    </message>
    <message>
        <source>Min. replicas</source>
        <translation>最小レプリカ数</translation>
    </message>
    <message>
        <source> replicas</source>
        <translation> レプリカ</translation>
    </message>
    <message>
        <source>Fewest replicas a plan may have, whatever the load: 2 keeps serving when one replica fails (N+1 redundancy). 1: as few as the demand needs.</source>
        <translation>負荷にかかわらずプランが持つ最小レプリカ数。2 なら 1 つのレプリカが故障してもサービスを継続できます（N+1 冗長）。1：需要に必要な最小数。</translation>
    </message>
    <message>
        <source> replica</source>
        <translation> レプリカ</translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation> GPU</translation>
    </message>
    <message>
        <source>Max GPUs</source>
        <translation>最大 GPU 数</translation>
    </message>
    <message>
        <source>Largest deployment the planner may propose, all replicas together.</source>
        <translation>プランナーが提案できる最大のデプロイメント（全レプリカ合計）。</translation>
    </message>
    <message>
        <source> GPU</source>
        <translation> GPU</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>ノードあたりの GPU 数</translation>
    </message>
    <message>
        <source>GPUs in one server; tensor parallelism stays inside a node.</source>
        <translation>1 台のサーバーの GPU 数。テンソル並列はノード内に収まります。</translation>
    </message>
    <message>
        <source>Growth headroom</source>
        <translation>成長余裕</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Capacity added on top of the demand for growth and bursts (20 % sizes the deployment for 1.2 times the demand).</source>
        <translation>成長やバーストに備えて需要に上乗せする容量（20 % なら需要の 1.2 倍でサイジング）。</translation>
    </message>
    <message>
        <source>Runtime memory use</source>
        <translation>ランタイムのメモリ使用率</translation>
    </message>
    <message>
        <source>Share of each GPU's memory the serving runtime may allocate (vLLM's gpu_memory_utilization; 90 % by default).</source>
        <translation>サービングのランタイムが確保できる各 GPU のメモリの割合（vLLM の gpu_memory_utilization。既定 90 %）。</translation>
    </message>
    <message>
        <source>Flag utilization below</source>
        <translation>使用率がこれ未満なら警告</translation>
    </message>
    <message>
        <source>A plan whose compute utilization is under this is flagged as over-provisioned.</source>
        <translation>計算使用率がこれを下回るプランは過剰プロビジョニングとして警告されます。</translation>
    </message>
    <message>
        <source>Flag memory use below</source>
        <translation>メモリ使用率がこれ未満なら警告</translation>
    </message>
    <message>
        <source>A plan that uses less than this share of its usable GPU memory is flagged as leaving memory mostly idle.</source>
        <translation>使用可能な GPU メモリのうちこの割合未満しか使わないプランは、メモリの大半が遊休として警告されます。</translation>
    </message>
    <message>
        <source>Max running sequences</source>
        <translation>最大同時実行シーケンス数</translation>
    </message>
    <message>
        <source>The most sequences one replica's engine runs at once; further requests wait in its queue. vLLM max_num_seqs, TensorRT-LLM max_batch_size, SGLang max_running_requests, llama.cpp server slots. 0: the engine's default, which for vLLM depends on the GPU.</source>
        <translation>1 つのレプリカのエンジンが同時に実行する最大シーケンス数。それ以上のリクエストはキューで待ちます。vLLM の max_num_seqs、TensorRT-LLM の max_batch_size、SGLang の max_running_requests、llama.cpp サーバーのスロット。0：エンジンの既定値（vLLM では GPU によって異なります）。</translation>
    </message>
    <message>
        <source>Step token budget</source>
        <translation>ステップあたりのトークン予算</translation>
    </message>
    <message>
        <source>The most tokens one engine step processes, decode tokens and prompt chunks together; a longer prompt is prefilled in chunks over several steps. vLLM max_num_batched_tokens, TensorRT-LLM max_num_tokens, SGLang chunked_prefill_size, llama.cpp n_batch. 0: the engine's default, which for vLLM and SGLang depends on the GPU.</source>
        <translation>エンジンの 1 ステップで処理する最大トークン数（デコードのトークンとプロンプトのチャンクの合計）。長いプロンプトは複数ステップに分けてプリフィルされます。vLLM の max_num_batched_tokens、TensorRT-LLM の max_num_tokens、SGLang の chunked_prefill_size、llama.cpp の n_batch。0：エンジンの既定値（vLLM と SGLang では GPU によって異なります）。</translation>
    </message>
    <message>
        <source>Serving front end</source>
        <translation>サービングフロントエンド</translation>
    </message>
    <message>
        <source>Mean time a request spends outside the engine's steps: HTTP, tokenization, detokenization, streaming the first token. It adds to TTFT under load. 0: the engine's value fitted on OpenAI-compatible servers; an in-process or Triton front end spends about 10-20 ms.</source>
        <translation>リクエストがエンジンのステップ外で費やす平均時間：HTTP、トークン化、デトークン化、最初のトークンの送信。負荷時の TTFT に加算されます。0：OpenAI 互換サーバーで当てはめたエンジンの値。プロセス内または Triton のフロントエンドではおよそ 10-20 ms です。</translation>
    </message>
    <message>
        <source>pessimistic end</source>
        <translation>悲観側</translation>
    </message>
    <message>
        <source>included (caveat)</source>
        <translation>含める（注意つき）</translation>
    </message>
    <message>
        <source>Shared prefix</source>
        <translation>共有プレフィックス</translation>
    </message>
    <message>
        <source>Prompt tokens that requests share at their start: a system prompt, a tool list, earlier turns of a conversation. With prefix caching (vLLM automatic prefix caching, SGLang RadixAttention, TensorRT-LLM KV reuse) a request that finds them cached skips their prefill, and their KV blocks are held once per replica. At most the mean input; 0: no prefix caching.</source>
        <translation>リクエストが先頭で共有するプロンプトトークン：システムプロンプト、ツール一覧、会話の過去のターン。プレフィックスキャッシュ（vLLM の自動プレフィックスキャッシュ、SGLang の RadixAttention、TensorRT-LLM の KV 再利用）では、キャッシュでヒットしたリクエストはそのプリフィルを省略し、その KV ブロックはレプリカごとに 1 つだけ保持されます。平均入力以下；0：プレフィックスキャッシュなし。</translation>
    </message>
    <message>
        <source>Prefix cache hits</source>
        <translation>プレフィックスキャッシュのヒット率</translation>
    </message>
    <message>
        <source>Share of requests that find the shared prefix in the cache. A miss computes its whole prompt.</source>
        <translation>共有プレフィックスをキャッシュで見つけるリクエストの割合。ミスしたリクエストはプロンプト全体を計算します。</translation>
    </message>
    <message>
        <source>Proposals per step</source>
        <translation>1 ステップあたりの提案数</translation>
    </message>
    <message>
        <source>Tokens the draft proposes each step (vLLM num_speculative_tokens); the target checks them all in one pass. More proposals pay only while most are accepted.</source>
        <translation>ドラフトが各ステップで提案するトークン数（vLLM の num_speculative_tokens）；ターゲットは 1 回のパスですべてを検証します。提案を増やして得をするのは、大半が受理される間だけです。</translation>
    </message>
    <message>
        <source>Acceptance</source>
        <translation>受理率</translation>
    </message>
    <message>
        <source>Chance that the target accepts each proposed token. A step emits (1 - a^(k+1)) / (1 - a) tokens on average (Leviathan et al. 2023). Typical: 85-90 % for DeepSeek-V3's MTP head at one proposal; lower for generic drafts, long proposals and high sampling temperatures.</source>
        <translation>ターゲットが提案トークンをそれぞれ受理する確率。1 ステップは平均 (1 - a^(k+1)) / (1 - a) トークンを出力します（Leviathan ら 2023）。典型値：DeepSeek-V3 の MTP ヘッドで提案 1 個のとき 85-90 %；汎用ドラフト、長い提案、高いサンプリング温度ではより低くなります。</translation>
    </message>
    <message>
        <source>Disaggregated</source>
        <translation>分離型</translation>
    </message>
    <message>
        <source>Also size disaggregated serving: prefill workers that compute the prompts and hand each request's KV cache to decode workers (NVIDIA Dynamo, llm-d, SGLang and vLLM's prefill/decode split). The planner searches the split and the TP of each pool against the SLA at the grown demand and says whether it beats the aggregated rank 1, and by how much.</source>
        <translation>分離型サービングも見積もる：プリフィルワーカーがプロンプトを計算し、各リクエストの KV キャッシュをデコードワーカーに渡す（NVIDIA Dynamo、llm-d、SGLang、vLLM のプリフィル/デコード分離）。プランナーは増加後の需要で SLA に対して分割と各プールの TP を探索し、集約型の 1 位に勝つか、どれだけの差かを示す。</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>比較しない</translation>
    </message>
    <message>
        <source>KV cache link</source>
        <translation>KV キャッシュのリンク</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>NVLink / fabric</source>
        <translation>NVLink / ファブリック</translation>
    </message>
    <message>
        <source>network (InfiniBand, RoCE)</source>
        <translation>ネットワーク（InfiniBand、RoCE）</translation>
    </message>
    <message>
        <source>PCIe, one server</source>
        <translation>PCIe、1 台のサーバー</translation>
    </message>
    <message>
        <source>Pool GPUs</source>
        <translation>プールの GPU</translation>
    </message>
    <message>
        <source>Whether the prefill and decode pools may use different GPUs (both priced, the same precision), e.g. a compute-rich GPU for prefill and a memory-rich one for decode; their KV cache then crosses the network.</source>
        <translation>プリフィルとデコードのプールが異なる GPU を使えるか（どちらも価格あり、同じ精度）。例：プリフィルに演算性能の高い GPU、デコードにメモリの多い GPU。その場合 KV キャッシュはネットワークを通る。</translation>
    </message>
    <message>
        <source>the same GPU</source>
        <translation>同じ GPU</translation>
    </message>
    <message>
        <source>may differ</source>
        <translation>異なってよい</translation>
    </message>
    <message>
        <source>compared</source>
        <translation>比較する</translation>
    </message>
    <message>
        <source>What each request's KV cache crosses from its prefill worker to its decode worker. Automatic: NVLink when both pools fit one NVLink domain of the same GPU, PCIe when both fit one server of a GPU without NVLink, else the network at runtime.network_gb_per_s_per_gpu.</source>
        <translation>各リクエストの KV キャッシュがプリフィルワーカーからデコードワーカーへ渡る経路。自動：両プールが同じ GPU の 1 つの NVLink ドメインに収まれば NVLink、NVLink のない GPU の 1 台のサーバーに収まれば PCIe、そうでなければ runtime.network_gb_per_s_per_gpu のネットワーク。</translation>
    </message>
    <message>
        <source>Which catalog quotes price the GPUs: on-demand prices of every provider, of hyperscalers (AWS, Azure, Google Cloud, Oracle), of specialist GPU clouds (CoreWeave, Lambda, Nebius, ...) or of marketplaces (RunPod Community Cloud, Vast.ai); 1-year or 3-year reservations; spot prices; or only your own quotes (prices you added to the catalog or typed into the candidates table). Your own quote of a GPU prices it in every tier of its kind. A GPU with no quote in the tier is unpriced (ranked last, by GPU-hours). The plan's price note names the GPU another tier would rank first.</source>
        <translation>GPU の価格に使うカタログの見積もり：すべてのプロバイダー、ハイパースケーラー（AWS、Azure、Google Cloud、Oracle）、GPU 専門クラウド（CoreWeave、Lambda、Nebius など）、またはマーケットプレイス（RunPod Community Cloud、Vast.ai）のオンデマンド価格。1 年または 3 年のリザーブド。スポット価格。またはご自身の見積もりのみ（カタログに追加した価格、または候補表に入力した価格）。GPU のご自身の見積もりは、同じ価格の種類のすべての価格帯でその GPU の価格になります。その価格帯に見積もりのない GPU は価格なし（最下位、GPU 時間順）です。プランの価格に関する注記には、別の価格帯なら 1 位になる GPU が示されます。</translation>
    </message>
    <message>
        <source>reserved 1 year</source>
        <translation>リザーブド 1 年</translation>
    </message>
    <message>
        <source>reserved 3 years</source>
        <translation>リザーブド 3 年</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>スポット</translation>
    </message>
    <message>
        <source>my quotes only</source>
        <translation>自分の見積もりのみ</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Where the GPUs are rented. Only quotes paid in that region price them; a quote that states no region is a provider-wide list price and counts everywhere, and 'North America' counts in the US regions. Prices are in US dollars.</source>
        <translation>GPU を借りる場所。その地域で支払う見積もりだけが価格に使われます。地域の記載がない見積もりはプロバイダー共通の定価で、どの地域でも有効です。「北米」は米国の各地域で有効です。価格は米ドルです。</translation>
    </message>
    <message>
        <source>any region</source>
        <translation>地域指定なし</translation>
    </message>
    <message>
        <source>US East</source>
        <translation>米国東部</translation>
    </message>
    <message>
        <source>US West</source>
        <translation>米国西部</translation>
    </message>
    <message>
        <source>US Central</source>
        <translation>米国中部</translation>
    </message>
    <message>
        <source>Europe West</source>
        <translation>欧州西部</translation>
    </message>
    <message>
        <source>Europe Central</source>
        <translation>欧州中部</translation>
    </message>
    <message>
        <source>every provider</source>
        <translation>すべてのプロバイダー</translation>
    </message>
    <message>
        <source>hyperscalers</source>
        <translation>ハイパースケーラー</translation>
    </message>
    <message>
        <source>specialist clouds</source>
        <translation>専門クラウド</translation>
    </message>
    <message>
        <source>marketplaces</source>
        <translation>マーケットプレイス</translation>
    </message>
    <message>
        <source>Asia Northeast</source>
        <translation>アジア北東部</translation>
    </message>
    <message>
        <source>Asia Southeast</source>
        <translation>アジア南東部</translation>
    </message>
</context>
<context>
    <name>FleetFigures</name>
    <message>
        <source>%1 (%2 GPU)</source>
        <translation>%1（GPU %2 個）</translation>
    </message>
    <message>
        <source>%1 (%2 GPUs)</source>
        <translation>%1（GPU %2 個）</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>リクエスト/秒</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>需要</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>ピーク</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>Level against the profile</source>
        <translation>プロファイルに対する水準</translation>
    </message>
    <message>
        <source>Demand growth (and demand level) of this month</source>
        <translation>この月の需要の成長（と需要水準）</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>フリート</translation>
    </message>
    <message>
        <source>GPUs per replica</source>
        <translation>レプリカあたりの GPU 数</translation>
    </message>
    <message>
        <source>Replica capacity</source>
        <translation>レプリカの容量</translation>
    </message>
    <message>
        <source>Highest rate one replica serves within the TTFT target (%1 at saturation)</source>
        <translation>1 レプリカが TTFT 目標内で処理できる最大レート（飽和時 %1）</translation>
    </message>
    <message>
        <source>Autoscaled, fewest</source>
        <translation>オートスケール、最少</translation>
    </message>
    <message>
        <source>At least the minimum replicas (tco.cloud.min_replicas = %1)</source>
        <translation>最小レプリカ数以上（tco.cloud.min_replicas = %1）</translation>
    </message>
    <message>
        <source>Autoscaled, most</source>
        <translation>オートスケール、最多</translation>
    </message>
    <message>
        <source>Fixed fleet</source>
        <translation>固定フリート</translation>
    </message>
    <message>
        <source>Sized for the peak so far × (1 + %1 headroom), never shrinking; reserved capacity and a cloud without autoscaling run this fleet</source>
        <translation>これまでのピーク × (1 + 余裕 %1) でサイジングし、縮小しません。リザーブド容量とオートスケーリングなしのクラウドはこのフリートで稼働します</translation>
    </message>
    <message>
        <source>On-prem nodes</source>
        <translation>オンプレミスのノード</translation>
    </message>
    <message>
        <source>%1 nodes, %2</source>
        <translation>%1 ノード、%2</translation>
    </message>
    <message>
        <source>Whole nodes of %1 GPUs for the fixed fleet: what on-prem buys</source>
        <translation>固定フリート用の GPU %1 個のノード単位：オンプレミスで購入する分</translation>
    </message>
    <message>
        <source>SLA risk while replicas start (%1 min delay)</source>
        <translation>レプリカ起動中の SLA リスク（遅延 %1 分）</translation>
    </message>
    <message>
        <source>None: autoscaling is off, the cloud runs the fixed fleet.</source>
        <translation>なし：オートスケーリングはオフで、クラウドは固定フリートで稼働します。</translation>
    </message>
    <message>
        <source>Per week</source>
        <translation>週あたり</translation>
    </message>
    <message>
        <source>week</source>
        <translation>週</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>月あたり</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>%1 weeks a month</source>
        <translation>月 %1 週</translation>
    </message>
    <message>
        <source>Requests in those hours</source>
        <translation>その時間帯のリクエスト</translation>
    </message>
    <message>
        <source>Horizon average (on-demand)</source>
        <translation>期間平均（オンデマンド）</translation>
    </message>
    <message>
        <source>The TCO's figure: the mean over the %1 months of the horizon</source>
        <translation>TCO の値：期間 %1 か月の平均</translation>
    </message>
    <message>
        <source>Utilization (busy / paid replica-hours)</source>
        <translation>使用率（稼働 / 支払ったレプリカ時間）</translation>
    </message>
    <message>
        <source>Autoscaled</source>
        <translation>オートスケール</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>90 % band: %1 – %2</source>
        <translation>90 % 区間：%1 – %2</translation>
    </message>
    <message>
        <source>: wider band</source>
        <translation>：区間を拡大</translation>
    </message>
    <message>
        <source>check: </source>
        <translation>チェック：</translation>
    </message>
    <message>
        <source>note: </source>
        <translation>注：</translation>
    </message>
    <message>
        <source>no price for %1: set cost.gpu_hour_usd.%1 in the scenario</source>
        <translation>%1 の価格がありません：シナリオで cost.gpu_hour_usd.%1 を設定してください</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Catalog GPU id</source>
        <translation>カタログの GPU ID</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Prec</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Weight precision; ~ marks uncalibrated efficiency</source>
        <translation>重みの精度。~ は未キャリブレーションの効率を示します</translation>
    </message>
    <message>
        <source>%1 weights, %2 KV cache; efficiency factors of %3%4</source>
        <translation>重み %1、KV キャッシュ %2。効率係数は %3%4</translation>
    </message>
    <message>
        <source> (~: no calibration rows, wider band)</source>
        <translation>（~：キャリブレーションの行なし、区間を拡大）</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>レイアウト</translation>
    </message>
    <message>
        <source>Tensor parallel (TP) × pipeline parallel (PP) degree</source>
        <translation>テンソル並列 (TP) × パイプライン並列 (PP) の度数</translation>
    </message>
    <message>
        <source>GPUs in the whole deployment</source>
        <translation>デプロイメント全体の GPU 数</translation>
    </message>
    <message>
        <source>data parallel %1 × %2</source>
        <translation>データ並列 %1 × %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>バッチ</translation>
    </message>
    <message>
        <source>Running batch per replica</source>
        <translation>レプリカあたりの実行中バッチ</translation>
    </message>
    <message>
        <source>running batch per replica; the largest whose KV cache fits is %1</source>
        <translation>レプリカあたりの実行中バッチ。KV キャッシュが収まる最大は %1</translation>
    </message>
    <message>
        <source>TPOT %1</source>
        <translation>TPOT %1</translation>
    </message>
    <message>
        <source>Time per output token at the %1, full batch</source>
        <translation>%1 での出力トークンあたりの時間（フルバッチ）</translation>
    </message>
    <message>
        <source>; mean TPOT %1</source>
        <translation>。平均 TPOT %1</translation>
    </message>
    <message>
        <source>TTFT %1</source>
        <translation>TTFT %1</translation>
    </message>
    <message>
        <source>Time to first token at the %1 under the grown demand, queueing included</source>
        <translation>成長後の需要での %1 の最初のトークンまでの時間（キュー待ちを含む）</translation>
    </message>
    <message>
        <source>; %1 of it queueing at the grown demand</source>
        <translation>。うち %1 は成長後の需要でのキュー待ち</translation>
    </message>
    <message>
        <source>Out tok/s/GPU</source>
        <translation>出力トークン/秒/GPU</translation>
    </message>
    <message>
        <source>Output tokens per second per GPU at capacity</source>
        <translation>フル稼働時の GPU あたり毎秒出力トークン数</translation>
    </message>
    <message>
        <source>whole deployment %1 output tokens/s (%2); %3 per user</source>
        <translation>デプロイメント全体で %1 出力トークン/秒（%2）。ユーザーあたり %3</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>トークン/s</translation>
    </message>
    <message>
        <source>Util.</source>
        <translation>使用率</translation>
    </message>
    <message>
        <source>Share of capacity the peak demand uses</source>
        <translation>ピーク需要が使う容量の割合</translation>
    </message>
    <message>
        <source>share of capacity the peak demand uses; %1 at the grown peak</source>
        <translation>ピーク需要が使う容量の割合。成長後のピークでは %1</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>Data-parallel degree</source>
        <translation>データ並列の度数</translation>
    </message>
    <message>
        <source>Run time</source>
        <translation>実行時間</translation>
    </message>
    <message>
        <source>Wall-clock hours of the whole run</source>
        <translation>ジョブ全体の実時間（時間）</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>90 % band: %1 – %2 h</source>
        <translation>90 % 区間：%1 – %2 h</translation>
    </message>
    <message>
        <source>Tok/s/GPU</source>
        <translation>トークン/秒/GPU</translation>
    </message>
    <message>
        <source>Training tokens per second per GPU</source>
        <translation>GPU あたり毎秒の学習トークン数</translation>
    </message>
    <message>
        <source>whole job %1 tokens/s (%2)</source>
        <translation>ジョブ全体で %1 トークン/秒（%2）</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilization</source>
        <translation>モデル FLOPs 使用率 (MFU)</translation>
    </message>
    <message>
        <source>$/GPU-h</source>
        <translation>$/GPU 時間</translation>
    </message>
    <message>
        <source>On-demand price of one GPU-hour. In the workbench, double-click (or F2) a meeting row's cell to enter a quote of your own: it becomes the scenario's cost.gpu_hour_usd for that GPU, one undo step, and the plan re-ranks</source>
        <translation>1 GPU 時間のオンデマンド価格。ワークベンチで条件を満たす行のセルをダブルクリック（または F2）すると、ご自身の見積もりを入力できます。その GPU のシナリオの cost.gpu_hour_usd になり（元に戻す 1 ステップ）、プランが再ランク付けされます</translation>
    </message>
    <message>
        <source>Run cost</source>
        <translation>ジョブのコスト</translation>
    </message>
    <message>
        <source>On-demand cost of the whole run</source>
        <translation>ジョブ全体のオンデマンドコスト</translation>
    </message>
    <message>
        <source>$/month</source>
        <translation>$/月</translation>
    </message>
    <message>
        <source>On-demand cost of the deployment per month</source>
        <translation>デプロイメントの月額オンデマンドコスト</translation>
    </message>
    <message>
        <source>%1/hour × %2 hours a month, on demand</source>
        <translation>%1/時間 × 月 %2 時間、オンデマンド</translation>
    </message>
    <message>
        <source>$/M tok</source>
        <translation>$/100万トークン</translation>
    </message>
    <message>
        <source>$/M out tok</source>
        <translation>$/100万出力トークン</translation>
    </message>
    <message>
        <source>Cost per million trained tokens</source>
        <translation>学習トークン 100 万あたりのコスト</translation>
    </message>
    <message>
        <source>Cost per million output tokens: the fleet sized for the peak, running around the clock, at the mean load (month 1, on demand)</source>
        <translation>出力トークン 100 万あたりのコスト：ピークに合わせたフリートを平均負荷で 24 時間稼働（1 か月目、オンデマンド）</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Meets the target, or why the planner rejected it</source>
        <translation>目標を満たすか、プランナーが除外した理由</translation>
    </message>
    <message>
        <source>meets deadline</source>
        <translation>期限を満たす</translation>
    </message>
    <message>
        <source>meets SLA</source>
        <translation>SLA を満たす</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>Flags, or the full rejection message</source>
        <translation>フラグ、または除外理由の全文</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>フラグ</translation>
    </message>
    <message>
        <source>P Pareto, O over-provisioned, U under-provisioned, B a balance check failed, E thin price evidence</source>
        <translation>P パレート、O 過剰プロビジョニング、U プロビジョニング不足、B バランスチェック不合格、E 価格の根拠が弱い</translation>
    </message>
    <message>
        <source>precision not native</source>
        <translation>ネイティブでない精度</translation>
    </message>
    <message>
        <source>does not fit in memory</source>
        <translation>メモリに収まらない</translation>
    </message>
    <message>
        <source>misses the TPOT target</source>
        <translation>TPOT 目標を満たさない</translation>
    </message>
    <message>
        <source>misses the TTFT target</source>
        <translation>TTFT 目標を満たさない</translation>
    </message>
    <message>
        <source>needs more GPUs than allowed</source>
        <translation>許可された数を超える GPU が必要</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>期限を満たさない</translation>
    </message>
    <message>
        <source>GeForce: not licensed for datacenters</source>
        <translation>GeForce：データセンター向けのライセンスなし</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>パレート</translation>
    </message>
    <message>
        <source>over-provisioned</source>
        <translation>過剰プロビジョニング</translation>
    </message>
    <message>
        <source>under-provisioned</source>
        <translation>プロビジョニング不足</translation>
    </message>
    <message>
        <source>balance check failed</source>
        <translation>バランスチェック不合格</translation>
    </message>
    <message>
        <source>thin price evidence (%1)</source>
        <translation>価格の根拠が弱い（%1）</translation>
    </message>
    <message>
        <source>%1 larger layouts not listed</source>
        <translation>より大きなレイアウト %1 件は非表示</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>bundled: as shipped; edited: your figures replace the bundled ones; added: your row; deleted: a bundled row you hid</source>
        <translation>bundled：付属のまま。edited：付属の値をご自身の値で置換。added：追加した行。deleted：隠した付属の行</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>When the source published or was read (ISO 8601)</source>
        <translation>出典の公開日または参照日（ISO 8601）</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>Where the row's figures come from (hover a cell for all of it)</source>
        <translation>行の値の出典（セルにカーソルを合わせると全文を表示）</translation>
    </message>
    <message>
        <source>Catalog id</source>
        <translation>カタログ ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Product name</source>
        <translation>製品名</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>ベンダー</translation>
    </message>
    <message>
        <source>Memory (GiB)</source>
        <translation>メモリ (GiB)</translation>
    </message>
    <message>
        <source>Memory the runtime sees (nvidia-smi memory.total), which the planner fits models into; stored in bytes</source>
        <translation>ランタイムから見えるメモリ（nvidia-smi memory.total）。プランナーはこれにモデルを収めます。バイト単位で保存</translation>
    </message>
    <message>
        <source>Bandwidth (TB/s)</source>
        <translation>帯域幅 (TB/s)</translation>
    </message>
    <message>
        <source>Memory bandwidth; stored in GB/s</source>
        <translation>メモリ帯域幅。GB/s で保存</translation>
    </message>
    <message>
        <source>BF16 (TFLOP/s)</source>
        <translation>BF16 (TFLOP/s)</translation>
    </message>
    <message>
        <source>Dense BF16 tensor throughput (no sparsity); 0 removes it</source>
        <translation>BF16 の密なテンソル演算性能（スパース性なし）。0 で削除</translation>
    </message>
    <message>
        <source>FP8 (TFLOP/s)</source>
        <translation>FP8 (TFLOP/s)</translation>
    </message>
    <message>
        <source>Dense FP8 tensor throughput (no sparsity); — or 0: not native</source>
        <translation>FP8 の密なテンソル演算性能（スパース性なし）。— または 0：ネイティブでない</translation>
    </message>
    <message>
        <source>TDP (W)</source>
        <translation>TDP (W)</translation>
    </message>
    <message>
        <source>Board power; — when not published</source>
        <translation>ボード電力。未公表の場合は —</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>フォームファクタ</translation>
    </message>
    <message>
        <source>SXM, OAM, PCIe, ...</source>
        <translation>SXM、OAM、PCIe など</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>llm, moe (mixture of experts), vit, diffusion</source>
        <translation>llm、moe（専門家の混合）、vit、diffusion</translation>
    </message>
    <message>
        <source>Parameters (B)</source>
        <translation>パラメータ (B)</translation>
    </message>
    <message>
        <source>Total parameters, counted by the engine from the architecture</source>
        <translation>総パラメータ数（エンジンがアーキテクチャから算出）</translation>
    </message>
    <message>
        <source>Active (B)</source>
        <translation>アクティブ (B)</translation>
    </message>
    <message>
        <source>Parameters active per token (differs from the total for MoE models)</source>
        <translation>トークンあたりのアクティブなパラメータ（MoE モデルでは総数と異なる）</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>層数</translation>
    </message>
    <message>
        <source>Transformer layers</source>
        <translation>Transformer の層数</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>隠れ次元</translation>
    </message>
    <message>
        <source>Hidden size (model width)</source>
        <translation>隠れ層のサイズ（モデルの幅）</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>ヘッド数</translation>
    </message>
    <message>
        <source>Attention (query) heads</source>
        <translation>アテンション（クエリ）ヘッド数</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV ヘッド数</translation>
    </message>
    <message>
        <source>Key/value heads (fewer than heads: grouped-query attention)</source>
        <translation>キー/バリューのヘッド数（ヘッド数より少ない場合：グループ化クエリアテンション）</translation>
    </message>
    <message>
        <source>Context (tokens)</source>
        <translation>コンテキスト（トークン）</translation>
    </message>
    <message>
        <source>Longest context the model supports</source>
        <translation>モデルが対応する最長のコンテキスト</translation>
    </message>
    <message>
        <source>Price id</source>
        <translation>価格 ID</translation>
    </message>
    <message>
        <source>on-demand, spot, reserved, capacity-block, purchase or on-demand-historical</source>
        <translation>on-demand、spot、reserved、capacity-block、purchase、on-demand-historical のいずれか</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>提供者</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>製品</translation>
    </message>
    <message>
        <source>Instance type or offer</source>
        <translation>インスタンスタイプまたはプラン</translation>
    </message>
    <message>
        <source>GPUs in the priced instance or kit</source>
        <translation>価格の付いたインスタンスやキットの GPU 数</translation>
    </message>
    <message>
        <source>Price (USD)</source>
        <translation>価格 (USD)</translation>
    </message>
    <message>
        <source>The offer's price in its unit; editing it scales USD per GPU-hour by the same factor</source>
        <translation>プランの価格（その単位で）。編集すると GPU 時間あたり USD も同じ比率で変わります</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>単位</translation>
    </message>
    <message>
        <source>What the price is per</source>
        <translation>価格の単位</translation>
    </message>
    <message>
        <source>USD per GPU-hour</source>
        <translation>GPU 時間あたり USD</translation>
    </message>
    <message>
        <source>The hourly price of one GPU (— for purchase prices); editing it scales the offer's price by the same factor</source>
        <translation>GPU 1 個の時間あたり価格（購入価格は —）。編集するとプランの価格も同じ比率で変わります</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>確認日</translation>
    </message>
    <message>
        <source>When the price was seen (ISO 8601)</source>
        <translation>価格を確認した日（ISO 8601）</translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation>GPU 1 個</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>GPU %1 個</translation>
    </message>
    <message>
        <source>1 model</source>
        <translation>モデル 1 個</translation>
    </message>
    <message>
        <source>%1 models</source>
        <translation>モデル %1 個</translation>
    </message>
    <message>
        <source>1 price</source>
        <translation>価格 1 件</translation>
    </message>
    <message>
        <source>%1 prices</source>
        <translation>価格 %1 件</translation>
    </message>
    <message>
        <source>model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>price</source>
        <translation>価格</translation>
    </message>
    <message>
        <source> (invalid)</source>
        <translation>（無効）</translation>
    </message>
    <message>
        <source> (double-click a cell to edit it)</source>
        <translation>（セルをダブルクリックして編集）</translation>
    </message>
    <message>
        <source>This row does not parse: %1</source>
        <translation>この行は解析できません：%1</translation>
    </message>
    <message>
        <source>%1 at %2 (UTC)</source>
        <translation>%2（UTC）に %1</translation>
    </message>
    <message>
        <source>user edit (catalog editor); other figures: %1</source>
        <translation>ユーザーによる編集（カタログエディタ）。その他の値：%1</translation>
    </message>
    <message>
        <source>editing · %1</source>
        <translation>編集中 · %1</translation>
    </message>
    <message>
        <source>%1 (editing) — current state</source>
        <translation>%1（編集中）— 現在の状態</translation>
    </message>
    <message>
        <source>%1 — current state</source>
        <translation>%1 — 現在の状態</translation>
    </message>
    <message>
        <source>The scenario as it is being edited, unsaved changes included</source>
        <translation>編集中のシナリオ（保存していない変更を含む）</translation>
    </message>
    <message>
        <source>The scenario as it stands in the project now, unsaved changes made in the workbench included</source>
        <translation>プロジェクト内のシナリオの現在の状態（ワークベンチでの未保存の変更を含む）</translation>
    </message>
    <message>
        <source>r%1 · %2</source>
        <translation>r%1 · %2</translation>
    </message>
    <message>
        <source>%1 — revision %2, %3, %4: %5</source>
        <translation>%1 — リビジョン %2、%3、%4：%5</translation>
    </message>
    <message>
        <source>Saved %1 (UTC) by %2</source>
        <translation>%1（UTC）に %2 が保存</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>%1 values, peak %2</source>
        <translation>値 %1 個、ピーク %2</translation>
    </message>
    <message>
        <source>no candidate GPU</source>
        <translation>候補の GPU なし</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>%1 か月目</translation>
    </message>
    <message>
        <source>not within %1 months</source>
        <translation>%1 か月以内には達しない</translation>
    </message>
    <message>
        <source>1 candidate meets the target and is recommended</source>
        <translation>1 つの候補が目標を満たし、推奨されます</translation>
    </message>
    <message>
        <source>%1 candidates meet the target; the cheapest per token is recommended</source>
        <translation>%1 個の候補が目標を満たします。トークンあたりが最も安いものを推奨します</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>目標 %1</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>目標なし</translation>
    </message>
    <message>
        <source>%1 (%2) / %3</source>
        <translation>%1（%2）/ %3</translation>
    </message>
    <message>
        <source>%1 over %2 months</source>
        <translation>%2 か月で %1</translation>
    </message>
    <message>
        <source>— (on-demand is recommended)</source>
        <translation>—（オンデマンドを推奨）</translation>
    </message>
    <message>
        <source>— (no purchase price for %1)</source>
        <translation>—（%1 の購入価格なし）</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>プラン</translation>
    </message>
    <message>
        <source>Whether a configuration meets the target; if none does, what comes closest and why</source>
        <translation>目標を満たす構成があるか。ない場合は最も近い構成とその理由</translation>
    </message>
    <message>
        <source>Recommended GPU</source>
        <translation>推奨 GPU</translation>
    </message>
    <message>
        <source>The planner's first feasible candidate: cheapest per token</source>
        <translation>プランナーの最初の実現可能な候補：トークンあたりが最も安い</translation>
    </message>
    <message>
        <source>Layout (TP/PP)</source>
        <translation>レイアウト (TP/PP)</translation>
    </message>
    <message>
        <source>Tensor parallel × pipeline parallel degree per replica</source>
        <translation>レプリカあたりのテンソル並列 × パイプライン並列の度数</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>月額コスト</translation>
    </message>
    <message>
        <source>On-demand cost of the deployment per month, USD</source>
        <translation>デプロイメントの月額オンデマンドコスト（USD）</translation>
    </message>
    <message>
        <source>$ per M output tokens</source>
        <translation>出力トークン 100 万あたり $</translation>
    </message>
    <message>
        <source>USD per million output tokens at today's demand (training: per million trained tokens)</source>
        <translation>現在の需要での出力トークン 100 万あたり USD（学習：学習トークン 100 万あたり）</translation>
    </message>
    <message>
        <source>TTFT predicted / target</source>
        <translation>TTFT 予測 / 目標</translation>
    </message>
    <message>
        <source>Time to first token at the SLA percentile under the grown demand, queueing included, against the scenario's target</source>
        <translation>成長後の需要での SLA パーセンタイルの最初のトークンまでの時間（キュー待ちを含む）とシナリオの目標</translation>
    </message>
    <message>
        <source>TTFT headroom</source>
        <translation>TTFT の余裕</translation>
    </message>
    <message>
        <source>Share of the TTFT target left unused: (target − predicted) / target</source>
        <translation>TTFT 目標のうち使っていない割合：(目標 − 予測) / 目標</translation>
    </message>
    <message>
        <source>TPOT predicted / target</source>
        <translation>TPOT 予測 / 目標</translation>
    </message>
    <message>
        <source>Time per output token at the SLA percentile, full batch, against the scenario's target</source>
        <translation>SLA パーセンタイル・フルバッチでの出力トークンあたりの時間とシナリオの目標</translation>
    </message>
    <message>
        <source>TPOT headroom</source>
        <translation>TPOT の余裕</translation>
    </message>
    <message>
        <source>Share of the TPOT target left unused: (target − predicted) / target</source>
        <translation>TPOT 目標のうち使っていない割合：(目標 − 予測) / 目標</translation>
    </message>
    <message>
        <source>TCO: recommended</source>
        <translation>TCO：推奨</translation>
    </message>
    <message>
        <source>Way of paying with the lowest net present value over the horizon</source>
        <translation>期間全体で正味現在価値が最小の支払い方法</translation>
    </message>
    <message>
        <source>TCO: NPV</source>
        <translation>TCO：NPV</translation>
    </message>
    <message>
        <source>Net present value of the recommended option, USD</source>
        <translation>推奨の選択肢の正味現在価値（USD）</translation>
    </message>
    <message>
        <source>TCO: total</source>
        <translation>TCO：総額</translation>
    </message>
    <message>
        <source>Undiscounted total of the recommended option over the horizon, USD</source>
        <translation>推奨の選択肢の期間全体での割引なし総額（USD）</translation>
    </message>
    <message>
        <source>TCO: break-even</source>
        <translation>TCO：損益分岐</translation>
    </message>
    <message>
        <source>Month from which the recommended option is cumulatively no dearer than on-demand</source>
        <translation>推奨の選択肢の累積コストがオンデマンド以下になる月</translation>
    </message>
    <message>
        <source>On-prem break-even</source>
        <translation>オンプレミスの損益分岐</translation>
    </message>
    <message>
        <source>Month from which on-prem is cumulatively no dearer than the best cloud option</source>
        <translation>オンプレミスの累積コストが最良のクラウドの選択肢以下になる月</translation>
    </message>
    <message>
        <source>meets the deadline (%1)</source>
        <translation>期限を満たす（%1）</translation>
    </message>
    <message>
        <source>meets the SLA (%1)</source>
        <translation>SLA を満たす（%1）</translation>
    </message>
    <message>
        <source>nothing feasible: %1</source>
        <translation>実現可能なものなし：%1</translation>
    </message>
    <message>
        <source>none feasible</source>
        <translation>実現可能なものなし</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>discounted at %1 a year over %2 months</source>
        <translation>年 %1 で %2 か月分を割引</translation>
    </message>
    <message>
        <source>Scenario field %1, in the scenario file's units (_ms milliseconds, _percent percent, _usd US dollars, _s per second)</source>
        <translation>シナリオのフィールド %1（シナリオファイルの単位：_ms ミリ秒、_percent パーセント、_usd 米ドル、_s 毎秒）</translation>
    </message>
    <message>
        <source> (no on-prem base)</source>
        <translation>（オンプレ基盤なし）</translation>
    </message>
    <message>
        <source> (1 node)</source>
        <translation>（1 ノード）</translation>
    </message>
    <message>
        <source> (%1 nodes)</source>
        <translation>（%1 ノード）</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>該当なし</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>期間</translation>
    </message>
    <message>
        <source>Autoscale cloud</source>
        <translation>クラウドのオートスケール</translation>
    </message>
    <message>
        <source>month</source>
        <translation>か月</translation>
    </message>
    <message>
        <source>months</source>
        <translation>か月</translation>
    </message>
    <message>
        <source>on</source>
        <translation>オン</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>The TCO input; its scenario field is in the tooltip</source>
        <translation>TCO の入力。シナリオのフィールドはツールチップにあります</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>The value, in the unit beside it</source>
        <translation>値（単位は隣に表示）</translation>
    </message>
    <message>
        <source>The value's unit</source>
        <translation>値の単位</translation>
    </message>
    <message>
        <source>The value with its unit</source>
        <translation>単位つきの値</translation>
    </message>
    <message>
        <source>Where the value comes from: the scenario, the catalog's prices and specifications, or a stated default</source>
        <translation>値の出典：シナリオ、カタログの価格と仕様、または記載の既定値</translation>
    </message>
    <message>
        <source>When the source observed the value, or its price reference</source>
        <translation>出典が値を確認した日、またはその価格の参照番号</translation>
    </message>
    <message>
        <source>Not a scenario input: the demand level is the multiplier the sensitivity varies; change the demand (workload.requests_per_s, the weekly profile) instead.</source>
        <translation>シナリオの入力ではありません：需要水準は感度分析で変化させる倍率です。代わりに需要（workload.requests_per_s、週間プロファイル）を変更してください。</translation>
    </message>
    <message>
        <source>Not a scenario input: the GPU's TDP comes from the catalog.</source>
        <translation>シナリオの入力ではありません：GPU の TDP はカタログから取得します。</translation>
    </message>
    <message>
        <source>Not a scenario input.</source>
        <translation>シナリオの入力ではありません。</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>選択肢</translation>
    </message>
    <message>
        <source>How the GPUs are paid for</source>
        <translation>GPU の支払い方法</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>総額</translation>
    </message>
    <message>
        <source>Undiscounted cash over the horizon, resale value credited</source>
        <translation>期間全体の割引なしの支払額（残存価値を差し引き済み）</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>NPV</translation>
    </message>
    <message>
        <source>Net present value at the discount rate</source>
        <translation>割引率での正味現在価値</translation>
    </message>
    <message>
        <source>90 % band</source>
        <translation>90 % 区間</translation>
    </message>
    <message>
        <source>The total at the ends of the throughput's 90 % band</source>
        <translation>スループットを 90 % 区間の両端にした場合の総額</translation>
    </message>
    <message>
        <source>$/run</source>
        <translation>$/ジョブ</translation>
    </message>
    <message>
        <source>USD per million output tokens the demand asks for</source>
        <translation>需要が求める出力トークン 100 万あたり USD</translation>
    </message>
    <message>
        <source>USD per training run</source>
        <translation>学習ジョブあたり USD</translation>
    </message>
    <message>
        <source>Share of the GPUs paid for that the demand uses</source>
        <translation>支払った GPU のうち需要が使う割合</translation>
    </message>
    <message>
        <source>The largest monthly average of GPUs paid for</source>
        <translation>支払った GPU 数の月平均の最大値</translation>
    </message>
    <message>
        <source>Break-even vs on-demand</source>
        <translation>オンデマンドとの損益分岐</translation>
    </message>
    <message>
        <source>First month from which the option has cost no more than on-demand so far, and stays so</source>
        <translation>その選択肢の累計がオンデマンド以下になり、以後もそのままである最初の月</translation>
    </message>
    <message>
        <source>not within the horizon</source>
        <translation>期間内には達しない</translation>
    </message>
    <message>
        <source>%1: unavailable: %2</source>
        <translation>%1：利用不可：%2</translation>
    </message>
    <message>
        <source>“%1” in the inputs</source>
        <translation>入力の「%1」</translation>
    </message>
    <message>
        <source>90 %: %1 – %2</source>
        <translation>90 %：%1 – %2</translation>
    </message>
    <message>
        <source> (KV %1)</source>
        <translation>（KV %1）</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 per replica — rejected</source>
        <translation>%1 · %2 · レプリカあたり %3 — 除外</translation>
    </message>
    <message>
        <source>%1 × %2 · %3 · %4</source>
        <translation>%1 × %2 · %3 · %4</translation>
    </message>
    <message>
        <source> · data parallel %1</source>
        <translation> · データ並列 %1</translation>
    </message>
    <message>
        <source> · %1 × batch %2</source>
        <translation> · %1 × バッチ %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Under-provisioned:&lt;/b&gt; %1 of capacity in use at the grown demand (%2 at the peak) leaves little room for bursts; add a replica or pick a faster configuration.</source>
        <translation>&lt;b&gt;プロビジョニング不足：&lt;/b&gt;成長後の需要で容量の %1（ピークで %2）を使用しており、バーストの余地がほとんどありません。レプリカを追加するか、より高速な構成を選んでください。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Over-provisioned:&lt;/b&gt; %1 replicas run at %2 of capacity at the peak (%3 at the grown peak); fewer GPUs would carry the load if the latency target allows.</source>
        <translation>&lt;b&gt;過剰プロビジョニング：&lt;/b&gt;%1 レプリカがピークで容量の %2（成長後のピークで %3）で稼働しています。レイテンシ目標が許せば、より少ない GPU で負荷を処理できます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right-sized%1:&lt;/b&gt; %2 of capacity used at the peak, %3 at the grown peak; %4 TPOT %5 and TTFT %6 on %7.</source>
        <translation>&lt;b&gt;適正規模%1：&lt;/b&gt;ピークで容量の %2、成長後のピークで %3 を使用。%7 で %4 TPOT %5、TTFT %6。</translation>
    </message>
    <message>
        <source> (smallest deployment)</source>
        <translation>（最小のデプロイメント）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rejected:&lt;/b&gt; %1.</source>
        <translation>&lt;b&gt;除外：&lt;/b&gt;%1。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Under-provisioned:&lt;/b&gt; the run takes %1 h of the %2 h allowed, with little margin.</source>
        <translation>&lt;b&gt;プロビジョニング不足：&lt;/b&gt;ジョブは許容 %2 時間のうち %1 時間かかり、余裕がほとんどありません。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Over-provisioned:&lt;/b&gt; finishes in %1 h of the %2 h allowed on %3 data-parallel copies; fewer GPUs would meet the deadline.</source>
        <translation>&lt;b&gt;過剰プロビジョニング：&lt;/b&gt;データ並列 %3 コピーで許容 %2 時間のうち %1 時間で完了します。より少ない GPU でも期限に間に合います。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right-sized:&lt;/b&gt; the run takes %1 h (%2) of the %3 h allowed.</source>
        <translation>&lt;b&gt;適正規模：&lt;/b&gt;ジョブは許容 %3 時間のうち %1 時間（%2）かかります。</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>重み</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV キャッシュ</translation>
    </message>
    <message>
        <source>at batch %1 (fits %2)</source>
        <translation>バッチ %1 時（%2 まで収まる）</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>活性化</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>勾配</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>オプティマイザ状態</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>オーバーヘッド</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total&lt;/b&gt;</source>
        <translation>&lt;b&gt;合計&lt;/b&gt;</translation>
    </message>
    <message>
        <source>of %1 usable</source>
        <translation>使用可能 %1 のうち</translation>
    </message>
    <message>
        <source>Short by</source>
        <translation>不足分</translation>
    </message>
    <message>
        <source>In use at peak</source>
        <translation>ピーク時の使用量</translation>
    </message>
    <message>
        <source>at the peak's mean concurrency</source>
        <translation>ピーク時の平均同時実行数で</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>GPU あたりのメモリ</translation>
    </message>
    <message>
        <source>, target %1</source>
        <translation>、目標 %1</translation>
    </message>
    <message>
        <source>tok/s</source>
        <translation>トークン/秒</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>負荷</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>the grown demand, %1 per replica; Poisson arrivals, simulated as &lt;i&gt;estimate --rate&lt;/i&gt; does (%2 tokens a step, at most %3 running)</source>
        <translation>成長後の需要、レプリカあたり %1。ポアソン到着を &lt;i&gt;estimate --rate&lt;/i&gt; と同じ方法でシミュレーション（1 ステップ %2 トークン、同時実行は最大 %3）</translation>
    </message>
    <message>
        <source>TTFT p50</source>
        <translation>TTFT p50</translation>
    </message>
    <message>
        <source>… waiting</source>
        <translation>… 待ち時間</translation>
    </message>
    <message>
        <source>queueing on top of the %1 a request takes when none waits</source>
        <translation>待ちがないときに 1 リクエストにかかる %1 に加わるキュー待ち</translation>
    </message>
    <message>
        <source>TPOT p50</source>
        <translation>TPOT p50</translation>
    </message>
    <message>
        <source>End to end %1</source>
        <translation>エンドツーエンド %1</translation>
    </message>
    <message>
        <source>median %1</source>
        <translation>中央値 %1</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>出力</translation>
    </message>
    <message>
        <source>… per GPU</source>
        <translation>… GPU あたり</translation>
    </message>
    <message>
        <source>… per user</source>
        <translation>… ユーザーあたり</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>使用率</translation>
    </message>
    <message>
        <source>today; %1 at the grown demand</source>
        <translation>現在。成長後の需要では %1</translation>
    </message>
    <message>
        <source>Decode step</source>
        <translation>デコードステップ</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>計算律速</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>メモリ律速</translation>
    </message>
    <message>
        <source>Latency and throughput</source>
        <translation>レイテンシとスループット</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>スループット</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>ステップ時間</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>パイプラインバブル</translation>
    </message>
    <message>
        <source>Run time and throughput</source>
        <translation>実行時間とスループット</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>No price</source>
        <translation>価格なし</translation>
    </message>
    <message>
        <source>set cost.gpu_hour_usd.%1 in the scenario</source>
        <translation>シナリオで cost.gpu_hour_usd.%1 を設定してください</translation>
    </message>
    <message>
        <source>GPU-hour</source>
        <translation>GPU 時間</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>根拠</translation>
    </message>
    <message>
        <source>thin</source>
        <translation>弱い</translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation>時間あたり</translation>
    </message>
    <message>
        <source>%1 on demand</source>
        <translation>%1（オンデマンド）</translation>
    </message>
    <message>
        <source>Whole run</source>
        <translation>ジョブ全体</translation>
    </message>
    <message>
        <source>Per M tokens</source>
        <translation>100 万トークンあたり</translation>
    </message>
    <message>
        <source>trained tokens</source>
        <translation>学習トークン</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>月あたり</translation>
    </message>
    <message>
        <source>output tokens: the fleet sized for the peak, at the mean load</source>
        <translation>出力トークン：ピークに合わせたフリート、平均負荷で計算</translation>
    </message>
    <message>
        <source>✓ ok</source>
        <translation>✓ OK</translation>
    </message>
    <message>
        <source>✗ failed</source>
        <translation>✗ 不合格</translation>
    </message>
    <message>
        <source>System balance</source>
        <translation>システムバランス</translation>
    </message>
    <message>
        <source>Notes and warnings</source>
        <translation>注記と警告</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>give a file name ending in .png or .svg</source>
        <translation>.png または .svg で終わるファイル名を指定してください</translation>
    </message>
    <message>
        <source>the image could not be encoded</source>
        <translation>画像をエンコードできませんでした</translation>
    </message>
    <message>
        <source>Export chart as PNG or SVG…</source>
        <translation>グラフを PNG または SVG でエクスポート…</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>グラフのエクスポート</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG vector image (*.svg)</source>
        <translation>PNG 画像 (*.png);;SVG ベクター画像 (*.svg)</translation>
    </message>
    <message>
        <source>Copy chart</source>
        <translation>グラフをコピー</translation>
    </message>
    <message>
        <source>Export table as CSV…</source>
        <translation>表を CSV でエクスポート…</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>表のエクスポート</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>出力トークン/秒</translation>
    </message>
    <message>
        <source>Peak memory / GPU</source>
        <translation>ピークメモリ / GPU</translation>
    </message>
    <message>
        <source>Not fitted: TTFT measured with several requests in flight waits behind the other requests' prefills; only a batch-1 TTFT is the prefill the engine predicts</source>
        <translation>フィッティング対象外：複数のリクエストが処理中の状態で測った TTFT は他のリクエストのプリフィルを待っています。エンジンが予測するプリフィルはバッチ 1 の TTFT だけです</translation>
    </message>
    <message>
        <source>Not fitted: vLLM and TensorRT-LLM reserve their KV-cache pool up front (gpu_memory_utilization, free_gpu_memory_fraction), so the peak memory measured is the runtime's reservation, not what the model needs; no efficiency factor acts on it</source>
        <translation>フィッティング対象外：vLLM と TensorRT-LLM は KV キャッシュのプールを事前に確保する（gpu_memory_utilization、free_gpu_memory_fraction）ため、測定したピークメモリはモデルに必要な量ではなくランタイムの確保量です。効率係数は作用しません</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>The measured run: file and line</source>
        <translation>測定した実行：ファイルと行</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>グループ</translation>
    </message>
    <message>
        <source>Efficiency group (GPU family / precision) the run belongs to</source>
        <translation>実行が属する効率グループ（GPU ファミリー / 精度）</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>測定項目</translation>
    </message>
    <message>
        <source>What was measured</source>
        <translation>測定した内容</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>実測</translation>
    </message>
    <message>
        <source>The benchmark's value</source>
        <translation>ベンチマークの値</translation>
    </message>
    <message>
        <source>Predicted before</source>
        <translation>フィッティング前の予測</translation>
    </message>
    <message>
        <source>Predicted with the reference efficiency factors</source>
        <translation>参照の効率係数による予測</translation>
    </message>
    <message>
        <source>Error before</source>
        <translation>フィッティング前の誤差</translation>
    </message>
    <message>
        <source>Predicted / measured − 1 with the reference factors</source>
        <translation>参照の係数での 予測 / 実測 − 1</translation>
    </message>
    <message>
        <source>Predicted after</source>
        <translation>フィッティング後の予測</translation>
    </message>
    <message>
        <source>Predicted with the factors fitted to the project's runs</source>
        <translation>プロジェクトの実行結果にフィッティングした係数による予測</translation>
    </message>
    <message>
        <source>Error after</source>
        <translation>フィッティング後の誤差</translation>
    </message>
    <message>
        <source>Predicted / measured − 1 with the fitted factors</source>
        <translation>フィッティングした係数での 予測 / 実測 − 1</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>Readings the fit leaves out</source>
        <translation>フィッティングに使わない測定項目</translation>
    </message>
    <message>
        <source>not fitted</source>
        <translation>対象外</translation>
    </message>
    <message>
        <source>GPU family / precision whose factors were fitted</source>
        <translation>係数をフィッティングした GPU ファミリー / 精度</translation>
    </message>
    <message>
        <source>η compute</source>
        <translation>η 計算</translation>
    </message>
    <message>
        <source>eta_c, achieved / dense peak FLOP/s in compute-bound phases: reference → fitted</source>
        <translation>eta_c、計算律速フェーズでの達成値 / 密なピーク FLOP/s：参照 → フィッティング後</translation>
    </message>
    <message>
        <source>η memory</source>
        <translation>η メモリ</translation>
    </message>
    <message>
        <source>eta_m, achieved / datasheet bandwidth in weight and KV streaming: reference → fitted</source>
        <translation>eta_m、重みと KV のストリーミングでの達成値 / カタログ値の帯域幅：参照 → フィッティング後</translation>
    </message>
    <message>
        <source>Half-width of the 90 % band on a prediction, exp(1.645 σ) − 1: reference → fitted (it narrows as measurements accumulate)</source>
        <translation>予測の 90 % 区間の半幅 exp(1.645 σ) − 1：参照 → フィッティング後（測定が増えるほど狭くなります）</translation>
    </message>
    <message>
        <source>Behind the fit</source>
        <translation>フィッティングの根拠</translation>
    </message>
    <message>
        <source>Runs and TTFT/TPOT/tokens-per-second readings the fit used</source>
        <translation>フィッティングに使った実行と TTFT/TPOT/毎秒トークンの測定値</translation>
    </message>
    <message>
        <source>%1 runs, %2 readings</source>
        <translation>実行 %1 件、測定値 %2 件</translation>
    </message>
    <message>
        <source>Cheapest first</source>
        <translation>安い順</translation>
    </message>
    <message>
        <source>How many GPUs of this kind carry the measured load</source>
        <translation>測定した負荷を処理できるこの種類の GPU 数</translation>
    </message>
    <message>
        <source>Catalog GPU; "(current)" is the configuration the telemetry came from</source>
        <translation>カタログの GPU。「（現在）」はテレメトリの取得元の構成です</translation>
    </message>
    <message>
        <source>%1 (current)</source>
        <translation>%1（現在）</translation>
    </message>
    <message>
        <source>Memory needed / GPU</source>
        <translation>必要なメモリ / GPU</translation>
    </message>
    <message>
        <source>The measured per-GPU peaks summed, plus headroom, spread over the GPUs</source>
        <translation>GPU ごとの測定ピークの合計に余裕を加え、GPU 間で分けたもの</translation>
    </message>
    <message>
        <source>Memory / GPU</source>
        <translation>メモリ / GPU</translation>
    </message>
    <message>
        <source>Memory the runtime sees on each GPU of the candidate</source>
        <translation>候補の各 GPU でランタイムから見えるメモリ</translation>
    </message>
    <message>
        <source>Busy at p95</source>
        <translation>p95 での稼働率</translation>
    </message>
    <message>
        <source>Predicted busy share of each GPU at the measured p95 load</source>
        <translation>測定した p95 負荷での各 GPU の予測稼働率</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/時間</translation>
    </message>
    <message>
        <source>USD per hour for all the GPUs at the reference on-demand price</source>
        <translation>参照のオンデマンド価格での全 GPU の時間あたり USD</translation>
    </message>
    <message>
        <source>USD per month (%1 hours) for all the GPUs on demand</source>
        <translation>全 GPU のオンデマンドでの月額 USD（%1 時間）</translation>
    </message>
    <message>
        <source>A caveat on the GPU, such as its licence</source>
        <translation>GPU に関する注意点（ライセンスなど）</translation>
    </message>
    <message>
        <source>%1 × the reference on-demand price (%2)</source>
        <translation>%1 × 参照のオンデマンド価格（%2）</translation>
    </message>
    <message>
        <source>Memory per GPU at the planned batch</source>
        <translation>計画したバッチでの GPU あたりのメモリ</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>オプティマイザ</translation>
    </message>
    <message>
        <source>Free (usable capacity)</source>
        <translation>空き（使用可能な容量）</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GPU あたり GiB</translation>
    </message>
    <message>
        <source>Cost per million tokens, cheapest configuration of each GPU (%1 more GPUs cost more)</source>
        <translation>100 万トークンあたりのコスト、各 GPU の最安構成（ほか %1 個の GPU はより高価）</translation>
    </message>
    <message>
        <source>Cost per million tokens, cheapest configuration of each GPU that meets the SLA</source>
        <translation>100 万トークンあたりのコスト、SLA を満たす各 GPU の最安構成</translation>
    </message>
    <message>
        <source>USD per million tokens</source>
        <translation>100 万トークンあたり USD</translation>
    </message>
    <message>
        <source>USD per million tokens (cloud on-demand)</source>
        <translation>100 万トークンあたり USD（クラウドのオンデマンド）</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>リクエスト/秒</translation>
    </message>
    <message>
        <source>Cumulative cost of each scenario's recommended option</source>
        <translation>各シナリオの推奨の選択肢の累積コスト</translation>
    </message>
    <message>
        <source>thousand USD</source>
        <translation>千 USD</translation>
    </message>
    <message>
        <source>RightSizer projects (*.rsplan);;All files (*)</source>
        <translation>RightSizer プロジェクト (*.rsplan);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Scenario JSON (*.json);;All files (*)</source>
        <translation>シナリオ JSON (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>空にできません</translation>
    </message>
    <message>
        <source>must be one line</source>
        <translation>1 行にしてください</translation>
    </message>
    <message>
        <source>starts or ends with a space; remove it</source>
        <translation>先頭か末尾に空白があります。削除してください</translation>
    </message>
    <message>
        <source>The bundled catalog is damaged: %1</source>
        <translation>付属のカタログが破損しています：%1</translation>
    </message>
    <message>
        <source>GPUs</source>
        <comment>table column: how many GPUs</comment>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>architecture</source>
        <translation>アーキテクチャ</translation>
    </message>
    <message>
        <source>given in the scenario</source>
        <translation>シナリオで指定</translation>
    </message>
    <message>
        <source>Model architecture</source>
        <translation>モデルのアーキテクチャ</translation>
    </message>
    <message>
        <source>GPU figures</source>
        <translation>GPU の数値</translation>
    </message>
    <message>
        <source>Every GPU the scenarios evaluated, with the source and date of each figure the engine used (figures that share a source are listed together).</source>
        <translation>シナリオで評価した各 GPU と、エンジンが使った各数値の出典と日付（出典が同じ数値はまとめて記載）。</translation>
    </message>
    <message>
        <source>all</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>no source recorded</source>
        <translation>出典の記録なし</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>価格</translation>
    </message>
    <message>
        <source>$/GPU-hour</source>
        <translation>$/GPU 時間</translation>
    </message>
    <message>
        <source>; thin evidence: </source>
        <translation>。根拠が弱い：</translation>
    </message>
    <message>
        <source>, well-evidenced prices only</source>
        <translation>、根拠の十分な価格のみ</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Provider, product, region</source>
        <translation>プロバイダ、製品、地域</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>価格</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>/GPU-h</source>
        <translation>/GPU 時間</translation>
    </message>
    <message>
        <source>Quotes behind the configurations in this report</source>
        <translation>このレポートの構成の根拠となる見積もり</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>入力</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>ワークロード</translation>
    </message>
    <message>
        <source>peak %1, mean %2, growth %3/year</source>
        <translation>ピーク %1、平均 %2、年間成長 %3</translation>
    </message>
    <message>
        <source> tokens in </source>
        <translation> 入力トークン </translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>サービングエンジン</translation>
    </message>
    <message>
        <source>no purchase price</source>
        <translation>購入価格なし</translation>
    </message>
    <message>
        <source>month %1 (rank %2)</source>
        <translation>%1 か月目（順位 %2）</translation>
    </message>
    <message>
        <source>not within %1 months (rank %2)</source>
        <translation>%1 か月以内には到達せず（順位 %2）</translation>
    </message>
    <message>
        <source>Latency and throughput come from a roofline model: each phase takes the longer of its FLOPs at the GPU's dense peak (at the clock it sustains under its power cap) times a compute efficiency and its bytes at the memory bandwidth times a memory efficiency, plus the serving engine's fixed costs per decode step, per running sequence and per request (vLLM on NVIDIA GPUs: %1, %2 and %3). The efficiencies are fitted per GPU family and precision, memory system and serving engine, by least squares on the logarithm, to published measurements of real systems (the calibration tables shipped with RightSizer). The spread of those measurements around the fit, σ (RMS of log(measured / predicted)) for the GPU family with the engine, sets every 90 % band in this report: a prediction x has the band x·e&lt;sup&gt;−1.645σ&lt;/sup&gt; … x·e&lt;sup&gt;+1.645σ&lt;/sup&gt;. Where no measurement covers a family and precision the factors are borrowed from the nearest group (marked ~ in the tables), and where the GPU was never measured with the engine the configuration is not validated; either widens σ by %4.</source>
        <translation>レイテンシとスループットは roofline モデルによります。各フェーズの所要時間は、FLOP を GPU の密演算ピーク（電力上限の下で維持できるクロック）と演算効率で割った時間と、バイト数をメモリ帯域とメモリ効率で割った時間の長いほうに、サービングエンジンのデコードステップごと・実行中シーケンスごと・リクエストごとの固定コスト（NVIDIA GPU 上の vLLM：%1、%2、%3）を加えたものです。効率は GPU ファミリと精度、メモリ方式、サービングエンジンごとに、実システムの公開測定値（RightSizer に同梱のキャリブレーション表）へ対数の最小二乗法で当てはめています。当てはめに対する測定値のばらつき σ（その GPU ファミリとエンジンにおける log(実測 / 予測) の二乗平均平方根）が、このレポートのすべての 90 % 区間を決めます。予測値 x の区間は x·e&lt;sup&gt;−1.645σ&lt;/sup&gt; … x·e&lt;sup&gt;+1.645σ&lt;/sup&gt; です。ファミリと精度を測定がカバーしない場合は最も近いグループの係数を借用し（表中 ~ 印）、その GPU がそのエンジンで測定されたことがない場合は構成は未検証です。いずれも σ を %4 広げます。</translation>
    </message>
    <message>
        <source>Efficiency group</source>
        <translation>効率グループ</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>使用する構成</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>測定数</translation>
    </message>
    <message>
        <source>Compute eff.</source>
        <translation>演算効率</translation>
    </message>
    <message>
        <source>Memory eff.</source>
        <translation>メモリ効率</translation>
    </message>
    <message>
        <source>σ (log)</source>
        <translation>σ（対数）</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>検証</translation>
    </message>
    <message>
        <source>validated on %1 runs</source>
        <translation>%1 件の測定で検証済み</translation>
    </message>
    <message>
        <source>Scenarios side by side</source>
        <translation>シナリオの比較</translation>
    </message>
    <message>
        <source>Sizing rules</source>
        <translation>サイジングのルール</translation>
    </message>
    <message>
        <source>latency targets met at the pessimistic end of the 90 % band (scenario)</source>
        <translation>90 % 区間の悲観側でレイテンシ目標を満たす（シナリオ）</translation>
    </message>
    <message>
        <source>latency targets met by the estimate; the band's pessimistic end may miss them (default)</source>
        <translation>推定値でレイテンシ目標を満たす。区間の悲観側では満たさない場合がある（既定）</translation>
    </message>
    <message>
        <source>at least %1 replicas (scenario)</source>
        <translation>少なくとも %1 レプリカ（シナリオ）</translation>
    </message>
    <message>
        <source>as few replicas as the demand needs (default)</source>
        <translation>需要に必要な最小のレプリカ数（既定）</translation>
    </message>
    <message>
        <source>GeForce cards included (scenario), each with the caveat: %1</source>
        <translation>GeForce カードを含む（シナリオ）。各カードに注意事項：%1</translation>
    </message>
    <message>
        <source>GeForce cards left out: %1 (default)</source>
        <translation>GeForce カードは除外：%1（既定）</translation>
    </message>
    <message>
        <source>layouts needing more than %1 times the GPUs of the same GPU's cheapest layout are folded under it, not ranked (%2 here)</source>
        <translation>同じ GPU の最安レイアウトの %1 倍を超える GPU を要するレイアウトは、その下にまとめて順位付けしない（ここでは %2 件）</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>前提条件</translation>
    </message>
    <message>
        <source>Where each figure comes from and when it was observed. Catalog figures carry their source in the catalog itself; scenario inputs are marked “scenario”; defaults say why they were chosen.</source>
        <translation>各数値の出典と観測時期。カタログの数値は出典をカタログ自体に持ち、シナリオの入力は「シナリオ」と記し、既定値には選んだ理由を記します。</translation>
    </message>
    <message>
        <source>Cost inputs</source>
        <translation>コストの入力</translation>
    </message>
    <message>
        <source>“%1”: %2 (on-prem)</source>
        <translation>「%1」：%2（オンプレミス）</translation>
    </message>
    <message>
        <source>Uncertainty and calibration</source>
        <translation>不確かさとキャリブレーション</translation>
    </message>
    <message>
        <source>Costs inherit the band: each TCO total is also computed with the replica capacity at the optimistic and the pessimistic end of its band (the “90 % band” column), and the sensitivity chart shows how each cost input moves the total by ±20 %. Prices are observations with a date, not quotes for your order: confirm them with the vendor before committing. A configuration whose pessimistic end misses a target should be validated with a benchmark run on the chosen GPU before buying.</source>
        <translation>コストは区間を引き継ぎます。各 TCO 合計は、レプリカ容量を区間の楽観側と悲観側にした場合でも計算し（「90 % 区間」列）、感度チャートは各コスト入力を ±20 % 動かしたとき合計がどう変わるかを示します。価格は日付付きの観測値であり、お客様の発注に対する見積もりではありません。契約前に販売元に確認してください。悲観側で目標を満たさない構成は、購入前に選んだ GPU でベンチマークを行って検証してください。</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>用語集</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>用語</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>意味</translation>
    </message>
    <message>
        <source>Totals are undiscounted cash over %1 months with the resale value credited in the last month; NPV discounts them at %2 a year. The band is the total at the ends of the throughput's 90 % band. GPUs: the largest monthly average paid for. The recommended option (bold) has the lowest NPV.</source>
        <translation>合計は %1 か月間の割引前キャッシュで、売却価値は最終月に計上します。正味現在価値 (NPV) は年 %2 で割り引きます。区間はスループットの 90 % 区間の両端での合計です。GPU：支払い対象の月平均の最大値。推奨案（太字）は NPV が最小です。</translation>
    </message>
    <message>
        <source>SLA risk (%1): %2 h a month while new replicas start (%3 of requests arrive then).</source>
        <translation>SLA リスク（%1）：新しいレプリカの起動中が月 %2 h（その間に %3 のリクエストが到着）。</translation>
    </message>
    <message>
        <source>The recommended configuration (%1) paid for six ways over %2 months. Demand today peaks at %3 and averages %4 (%5); it grows %6 a year.</source>
        <translation>推奨構成（%1）を %2 か月間 6 通りの方法で支払う場合。現在の需要はピーク %3、平均 %4（%5）で、年 %6 増加します。</translation>
    </message>
    <message>
        <source>Cost per million tokens divides by the tokens the demand asks for. On-demand %1 runs the planned fleet (sized for the peak) around the clock, so in the first month without growth it matches the candidate table's figure (at the mean load); autoscaled cloud follows the demand hour by hour, a different strategy that can cost less.</source>
        <translation>100 万トークンあたりのコストは、需要が求めるトークン数で割ったものです。オンデマンド %1 は計画したフリート（ピークに合わせたもの）を常時稼働させるため、成長のない最初の月は候補表の値（平均負荷）と一致します。オートスケーリングのクラウドは需要に 1 時間ごとに追従する別の戦略で、より安くなることがあります。</translation>
    </message>
    <message>
        <source>without autoscaling (not the option shown: it autoscales)</source>
        <translation>オートスケーリングなし（表示の案ではありません。表示の案はオートスケーリングします）</translation>
    </message>
    <message>
        <source>without autoscaling (as shown)</source>
        <translation>オートスケーリングなし（表示のとおり）</translation>
    </message>
    <message>
        <source>Recommendation: &lt;b&gt;%1&lt;/b&gt;, the %2 (%3; %4 per month on average, %5 over %6 months).</source>
        <translation>推奨：&lt;b&gt;%1&lt;/b&gt;、%2（%3。月平均 %4、%6 か月で %5）。</translation>
    </message>
    <message>
        <source>Buying hardware: plan rank %1</source>
        <translation>ハードウェア購入：プラン順位 %1</translation>
    </message>
    <message>
        <source>The recommendation's GPU has no purchase price in the catalog, so on-prem and hybrid are costed on the best-ranked configuration whose GPU has one: %1.</source>
        <translation>推奨構成の GPU にはカタログに購入価格がないため、オンプレミスとハイブリッドは購入価格のある GPU の最上位の構成で算出しています：%1。</translation>
    </message>
    <message>
        <source>For this configuration: &lt;b&gt;%1&lt;/b&gt;, the %2 (%3 over %4 months).</source>
        <translation>この構成では：&lt;b&gt;%1&lt;/b&gt;、%2（%4 か月で %3）。</translation>
    </message>
    <message>
        <source>On-prem breaks even with the best cloud option (%1) in month %2.</source>
        <translation>オンプレミスは %2 か月目に最良のクラウド案（%1）と損益分岐点に達します。</translation>
    </message>
    <message>
        <source>On-prem does not break even with the best cloud option (%1) within %2 months.</source>
        <translation>オンプレミスは %2 か月以内に最良のクラウド案（%1）と損益分岐点に達しません。</translation>
    </message>
    <message>
        <source>Cumulative cost: %1</source>
        <translation>累積コスト：%1</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>総所有コスト</translation>
    </message>
    <message>
        <source>No TCO: </source>
        <translation>TCO なし：</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>感度</translation>
    </message>
    <message>
        <source>How the %1 total moves when each input is 20 % lower or higher, widest swing first.</source>
        <translation>各入力を 20 % 下げたり上げたりしたときの %1 合計の変化（振れ幅の大きい順）。</translation>
    </message>
    <message>
        <source>Demand against capacity</source>
        <translation>需要と容量</translation>
    </message>
    <message>
        <source>One replica (%1) serves %2 within the TTFT target. Autoscaled cloud replicas follow the weekly demand (on the right axis one replica's height is that rate); a fixed fleet is sized for the peak with %3 headroom. In month 1 the fixed fleet holds %4 (%5 busy); by month %6 demand is %7 × today's and it holds %8 (%9 busy).</source>
        <translation>1 レプリカ（%1）は TTFT 目標内で %2 を処理します。オートスケーリングのクラウドレプリカは週ごとの需要に追従します（右軸では 1 レプリカの高さがその処理量）。固定フリートはピークに %3 の余裕を持たせて計画します。1 か月目の固定フリートは %4（使用率 %5）、%6 か月目には需要が現在の %7 × となり、%8（使用率 %9）です。</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n レプリカ</numerusform>
        </translation>
    </message>
    <message>
        <source>Week of month 1 (today)</source>
        <translation>1 か月目の週（現在）</translation>
    </message>
    <message>
        <source>Week of month %1</source>
        <translation>%1 か月目の週</translation>
    </message>
    <message>
        <source>On-prem (plan rank %1, %2)</source>
        <translation>オンプレミス（プラン順位 %1、%2）</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>品目</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>単価</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>GPU server with %1 × %2</source>
        <translation>%1 × %2 搭載の GPU サーバー</translation>
    </message>
    <message>
        <source>GPUs (%1, in the servers)</source>
        <translation>GPU（%1、サーバーに搭載）</translation>
    </message>
    <message>
        <source>included</source>
        <translation>込み</translation>
    </message>
    <message>
        <source>Network per node (NICs, switch ports, cables)</source>
        <translation>ノードあたりのネットワーク（NIC、スイッチポート、ケーブル）</translation>
    </message>
    <message>
        <source>Installation per node</source>
        <translation>ノードあたりの設置</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>設備投資</translation>
    </message>
    <message>
        <source>month %1: %2</source>
        <translation>%1 か月目：%2</translation>
    </message>
    <message>
        <source>Financed at %1 a year: capital is paid as loan instalments.</source>
        <translation>年 %1 で融資：設備投資はローンの分割払いで支払います。</translation>
    </message>
    <message>
        <source>Power: %1 kW of IT load at %2 average GPU load, %3 kW at the wall (PUE %4).</source>
        <translation>電力：GPU 平均負荷 %2 で IT 負荷 %1 kW、受電端で %3 kW（PUE %4）。</translation>
    </message>
    <message>
        <source>Running costs over %1 months: power %2, space %3, support %4, staff %5; resale credit %6.</source>
        <translation>%1 か月間の運用コスト：電力 %2、スペース %3、サポート %4、人件費 %5。売却による控除 %6。</translation>
    </message>
    <message>
        <source>Total cost of ownership on-prem: %1 (NPV %2).</source>
        <translation>オンプレミスの総所有コスト：%1（NPV %2）。</translation>
    </message>
    <message>
        <source>Cloud instance plan (%1)</source>
        <translation>クラウドインスタンス計画（%1）</translation>
    </message>
    <message>
        <source>GPUs month 1</source>
        <translation>1 か月目の GPU</translation>
    </message>
    <message>
        <source>GPUs month %1</source>
        <translation>%1 か月目の GPU</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 時間</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>価格の出典</translation>
    </message>
    <message>
        <source>No cloud option can be priced for this configuration.</source>
        <translation>この構成ではどのクラウド案も価格を算出できません。</translation>
    </message>
    <message>
        <source>Replicas of %1, autoscaled today between %2 and %3 (minimum %4, new replicas ready after %5 min); GPUs are monthly averages of the GPUs paid for.</source>
        <translation>%1 のレプリカ。現在 %2～%3 の間でオートスケーリング（最小 %4、新しいレプリカは %5 min 後に準備完了）。GPU は支払い対象 GPU の月平均です。</translation>
    </message>
    <message>
        <source>No autoscaling: on-demand and spot run the peak fleet around the clock.</source>
        <translation>オートスケーリングなし：オンデマンドとスポットはピーク時のフリートを常時稼働させます。</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>部品表</translation>
    </message>
    <message>
        <source>On-prem: no purchase price; </source>
        <translation>オンプレミス：購入価格なし。</translation>
    </message>
    <message>
        <source>cannot write '%1': %2</source>
        <translation>「%1」に書き込めません：%2</translation>
    </message>
    <message>
        <source>%1 — GPU capacity plan, %2</source>
        <translation>%1 — GPU キャパシティ計画、%2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>%1 / %2 ページ</translation>
    </message>
    <message>
        <source>it is a folder; give a file name ending in .pdf</source>
        <translation>フォルダーです。.pdf で終わるファイル名を指定してください</translation>
    </message>
    <message>
        <source>give a file name ending in .pdf</source>
        <translation>.pdf で終わるファイル名を指定してください</translation>
    </message>
    <message>
        <source>the folder '%1' does not exist</source>
        <translation>フォルダー「%1」は存在しません</translation>
    </message>
    <message>
        <source>GPU capacity plan: %1</source>
        <translation>GPU キャパシティ計画：%1</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>PDF を開始できませんでした</translation>
    </message>
    <message>
        <source>%1 GPU types</source>
        <translation>%1 種類の GPU</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 と %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 または %2</translation>
    </message>
    <message>
        <source>in %1 on %2</source>
        <translation>%1 で %2 上</translation>
    </message>
    <message>
        <source>%1 %2 on %3 tokens within %4 h, %5.</source>
        <translation>%1 %2、%3 トークン、%4 h 以内、%5。</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>学習</translation>
    </message>
    <message>
        <source>Fine-tune (%1)</source>
        <translation>ファインチューニング（%1）</translation>
    </message>
    <message>
        <source>%1 time to first token within %2</source>
        <translation>%1 の最初のトークンまでの時間 %2 以内</translation>
    </message>
    <message>
        <source>%1 time per output token within %2</source>
        <translation>%1 の出力トークンあたりの時間 %2 以内</translation>
    </message>
    <message>
        <source>Serve %1 at peak %2, mean %3 over the week (%4); prompts of %5 tokens and answers of %6 on average%7, %8.</source>
        <translation>%1 をピーク %2、週平均 %3（%4）で提供。プロンプト平均 %5 トークン、回答平均 %6%7、%8。</translation>
    </message>
    <message>
        <source> with %1</source>
        <translation>、%1</translation>
    </message>
    <message>
        <source> and </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 (%2, %3 parameters</source>
        <translation>%1（%2、パラメータ %3</translation>
    </message>
    <message>
        <source>, %1 active per token</source>
        <translation>、トークンあたり %1 がアクティブ</translation>
    </message>
    <message>
        <source>, context %1 tokens</source>
        <translation>、コンテキスト %1 トークン</translation>
    </message>
    <message>
        <source>%1 time to first token ≤ %2</source>
        <translation>%1 の最初のトークンまでの時間 ≤ %2</translation>
    </message>
    <message>
        <source>%1 time per output token ≤ %2</source>
        <translation>%1 の出力トークンあたりの時間 ≤ %2</translation>
    </message>
    <message>
        <source>at least %1 in all</source>
        <translation>合計で少なくとも %1</translation>
    </message>
    <message>
        <source>output tokens/s</source>
        <translation>出力トークン/s</translation>
    </message>
    <message>
        <source>met at the pessimistic end of the 90 % band</source>
        <translation>90 % 区間の悲観側で満たす</translation>
    </message>
    <message>
        <source>at least %1 replicas</source>
        <translation>少なくとも %1 レプリカ</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>peak %1 (sized for, + %2 growth headroom), mean %3 (costed at); prompts %4 / %5 tokens and outputs %6 / %7 tokens (mean / p95)</source>
        <translation>ピーク %1（これに合わせて計画、成長余裕 + %2）、平均 %3（コスト算出に使用）。プロンプト %4 / %5 トークン、出力 %6 / %7 トークン（平均 / p95）</translation>
    </message>
    <message>
        <source>Demand note</source>
        <translation>需要に関する注記</translation>
    </message>
    <message>
        <source>Service levels</source>
        <translation>サービスレベル</translation>
    </message>
    <message>
        <source>%1: %2 tokens, sequence %3, global batch %4</source>
        <translation>%1：%2 トークン、シーケンス %3、グローバルバッチ %4</translation>
    </message>
    <message>
        <source>finish within %1 h</source>
        <translation>%1 h 以内に完了</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>成長</translation>
    </message>
    <message>
        <source>sized with %1 headroom over the peak demand; demand grows %2 a year over the %3-month cost horizon</source>
        <translation>ピーク需要に %1 の余裕を持たせて計画。%3 か月のコスト期間中、需要は年 %2 増加</translation>
    </message>
    <message>
        <source>Precisions</source>
        <translation>精度</translation>
    </message>
    <message>
        <source> (emulated precisions allowed)</source>
        <translation>（エミュレーションの精度を許可）</translation>
    </message>
    <message>
        <source> (native only)</source>
        <translation>（ネイティブのみ）</translation>
    </message>
    <message>
        <source>%1, with its own fitted efficiency and overheads; it may use %2 of each GPU's memory</source>
        <translation>%1（独自に当てはめた効率とオーバーヘッドを使用）。各 GPU のメモリの %2 を使用可能</translation>
    </message>
    <message>
        <source>GPUs considered</source>
        <translation>検討した GPU</translation>
    </message>
    <message>
        <source>%1 GPU types, at most %2 GPUs, %3 GPUs per node</source>
        <translation>%1 種類の GPU、最大 %2 GPU、ノードあたり %3 GPU</translation>
    </message>
    <message>
        <source>Requirements</source>
        <translation>要件</translation>
    </message>
    <message>
        <source>The scenario's description: %1</source>
        <translation>シナリオの説明：%1</translation>
    </message>
    <message>
        <source>%1 configurations (GPU × precision × layout) evaluated; %2 meet the service levels%4. The table lists the %3 cheapest, ranked by cost per million tokens at cloud on-demand prices%5; the first row is the recommendation.</source>
        <translation>%1 通りの構成（GPU × 精度 × レイアウト）を評価し、%2 通りがサービスレベルを満たします%4。表はクラウドのオンデマンド価格での 100 万トークンあたりのコスト順%5に安い %3 通りを示し、1 行目が推奨です。</translation>
    </message>
    <message>
        <source> (%1 of them not ranked: they need over %2 times the GPUs of the same GPU's cheapest layout)</source>
        <translation>（うち %1 通りは順位なし：同じ GPU の最安レイアウトの %2 倍を超える GPU を要する）</translation>
    </message>
    <message>
        <source> (the fleet sized for the peak, running around the clock, at the mean load)</source>
        <translation>（ピークに合わせたフリートを常時稼働、平均負荷で）</translation>
    </message>
    <message>
        <source>Latencies at the grown peak (headroom included), queueing in TTFT. Util.: share of capacity the peak uses. $/month: the fleet around the clock at on-demand prices; $/M tok: that cost over the output tokens served at the mean load. ~ after the precision: efficiency borrowed from another GPU family or precision (wider band).</source>
        <translation>レイテンシは成長後のピーク（余裕込み）での値で、待ち時間は TTFT に含みます。使用率：ピークが使う容量の割合。$/月：フリートをオンデマンド価格で常時稼働。$/100 万トークン：そのコストを平均負荷で提供する出力トークンで割ったもの。精度の後の ~：別の GPU ファミリまたは精度から借用した効率（区間が広い）。</translation>
    </message>
    <message>
        <source>Run time and cost at on-demand prices; MFU: model FLOPs utilization.</source>
        <translation>実行時間とコストはオンデマンド価格。MFU：モデル FLOP 使用率。</translation>
    </message>
    <message>
        <source>† GeForce card, included because the scenario sets allow_geforce: %1.</source>
        <translation>† GeForce カード。シナリオが allow_geforce を設定しているため含めています：%1。</translation>
    </message>
    <message>
        <source>Closest configuration</source>
        <translation>最も近い構成</translation>
    </message>
    <message>
        <source>Why it does not qualify</source>
        <translation>条件を満たさない理由</translation>
    </message>
    <message>
        <source>GPUs that cannot meet the service levels</source>
        <translation>サービスレベルを満たせない GPU</translation>
    </message>
    <message>
        <source>Candidate comparison</source>
        <translation>候補の比較</translation>
    </message>
    <message>
        <source>Memory and cost per token</source>
        <translation>メモリとトークンあたりのコスト</translation>
    </message>
    <message>
        <source>Memory per GPU of the six best-ranked configurations. The recommendation uses %1 of the %2 the runtime can allocate (weights %3, KV cache %4).</source>
        <translation>上位 6 構成の GPU あたりのメモリ。推奨構成はランタイムが確保できる %2 のうち %1 を使います（重み %3、KV キャッシュ %4）。</translation>
    </message>
    <message>
        <source>Scenario “%1”</source>
        <translation>シナリオ「%1」</translation>
    </message>
    <message>
        <source>run of %1 h (90 %: %2 – %3 h) against a deadline of %4 h (%5 margin)</source>
        <translation>実行 %1 h（90 %：%2 – %3 h）、期限 %4 h（余裕 %5）</translation>
    </message>
    <message>
        <source>%1 TTFT %2 against ≤ %3 (%4 margin)</source>
        <translation>%1 TTFT %2、目標 ≤ %3（余裕 %4）</translation>
    </message>
    <message>
        <source>%1 TPOT %2 against ≤ %3 (%4 margin)</source>
        <translation>%1 TPOT %2、目標 ≤ %3（余裕 %4）</translation>
    </message>
    <message>
        <source>%1 against ≥ %2</source>
        <translation>%1、目標 ≥ %2</translation>
    </message>
    <message>
        <source>no latency target set</source>
        <translation>レイテンシ目標なし</translation>
    </message>
    <message>
        <source>run time %1 – %2 h</source>
        <translation>実行時間 %1 – %2 h</translation>
    </message>
    <message>
        <source>%1 TPOT %2 – %3, %1 TTFT %4 – %5</source>
        <translation>%1 TPOT %2 – %3、%1 TTFT %4 – %5</translation>
    </message>
    <message>
        <source> (the pessimistic end misses the target: validate with a benchmark before buying)</source>
        <translation>（悲観側は目標を満たしません。購入前にベンチマークで検証してください）</translation>
    </message>
    <message>
        <source>Serve &lt;b&gt;%1&lt;/b&gt; on &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; を &lt;b&gt;%2&lt;/b&gt; で提供</translation>
    </message>
    <message>
        <source>Train &lt;b&gt;%1&lt;/b&gt; on &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; を &lt;b&gt;%2&lt;/b&gt; で学習</translation>
    </message>
    <message>
        <source>: %1 a month at cloud on-demand prices</source>
        <translation>：クラウドのオンデマンド価格で月 %1</translation>
    </message>
    <message>
        <source>: %1 for the run at cloud on-demand prices</source>
        <translation>：クラウドのオンデマンド価格で実行 1 回 %1</translation>
    </message>
    <message>
        <source>; over %1 months the cheapest way to pay for it is &lt;b&gt;%2&lt;/b&gt;, %3 in total (%4 net present value)</source>
        <translation>。%1 か月間で最も安い支払い方法は &lt;b&gt;%2&lt;/b&gt;、合計 %3（正味現在価値 %4）</translation>
    </message>
    <message>
        <source>Buying instead</source>
        <translation>購入する場合</translation>
    </message>
    <message>
        <source>no on-prem price: </source>
        <translation>オンプレミス価格なし：</translation>
    </message>
    <message>
        <source>The recommendation's GPU has no purchase price; the best-ranked configuration with one is rank %1 (%2). </source>
        <translation>推奨構成の GPU には購入価格がありません。購入価格のある最上位の構成は順位 %1（%2）です。</translation>
    </message>
    <message>
        <source>%1: %2 over %3 months (NPV %4)</source>
        <translation>%1：%3 か月で %2（NPV %4）</translation>
    </message>
    <message>
        <source>; %1: %2 (NPV %3)</source>
        <translation>。%1：%2（NPV %3）</translation>
    </message>
    <message>
        <source>; no hybrid: no on-prem base pays off (all-cloud on-demand is cheapest)</source>
        <translation>。ハイブリッドなし：オンプレミスの基盤はどれも元が取れません（すべてオンデマンドのクラウドが最安）</translation>
    </message>
    <message>
        <source>; on-prem breaks even with %1 in month %2</source>
        <translation>。オンプレミスは %2 か月目に %1 と損益分岐点に達します</translation>
    </message>
    <message>
        <source>; on-prem does not break even with %1 within %2 months</source>
        <translation>。オンプレミスは %2 か月以内に %1 と損益分岐点に達しません</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>構成</translation>
    </message>
    <message>
        <source>%1 (plan rank 1 of %2 that meet the service levels; %3 evaluated)</source>
        <translation>%1（サービスレベルを満たす %2 通り中プラン順位 1、評価 %3 通り）</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>ライセンス</translation>
    </message>
    <message>
        <source>%1 (GeForce included by the scenario's allow_geforce)</source>
        <translation>%1（シナリオの allow_geforce により GeForce を含む）</translation>
    </message>
    <message>
        <source>%1 a month on demand (fleet sized for the grown peak, %2/GPU-hour)</source>
        <translation>オンデマンドで月 %1（成長後のピークに合わせたフリート、%2/GPU 時間）</translation>
    </message>
    <message>
        <source>%1 for the run on demand (%2/GPU-hour)</source>
        <translation>オンデマンドで実行 1 回 %1（%2/GPU 時間）</translation>
    </message>
    <message>
        <source>; %1 averages %2 a month over the horizon</source>
        <translation>。%1 は期間中の月平均 %2</translation>
    </message>
    <message>
        <source>Cost over %1 months</source>
        <translation>%1 か月間のコスト</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; with %2 (NPV %3 at %4 a year; 90 % band %5 – %6)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;、%2（年 %4 で NPV %3。90 % 区間 %5 – %6）</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>100 万出力トークンあたりのコスト</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>実行 1 回のコスト</translation>
    </message>
    <message>
        <source>%1 on demand, the planned fleet at the mean load; </source>
        <translation>オンデマンドで %1（計画フリート、平均負荷）。</translation>
    </message>
    <message>
        <source>%1 with %2 over the horizon</source>
        <translation>期間中 %2 で %1</translation>
    </message>
    <message>
        <source>Cost over the horizon</source>
        <translation>期間中のコスト</translation>
    </message>
    <message>
        <source>Service levels met</source>
        <translation>満たしたサービスレベル</translation>
    </message>
    <message>
        <source>. 90 % band: </source>
        <translation>。90 % 区間：</translation>
    </message>
    <message>
        <source>%1 of %2 usable</source>
        <translation>使用可能な %2 のうち %1</translation>
    </message>
    <message>
        <source>Nothing meets the service levels within the limits (%1 configurations evaluated). Closest: %2</source>
        <translation>制限内でサービスレベルを満たす構成はありません（%1 通りを評価）。最も近いもの：%2</translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation>次点</translation>
    </message>
    <message>
        <source>%1 on %2: %3.</source>
        <translation>%2 上の %1：%3。</translation>
    </message>
    <message>
        <source>no price in the catalog, so it cannot be ranked on cost</source>
        <translation>カタログに価格がないため、コストで順位付けできません</translation>
    </message>
    <message>
        <source>it costs %1 per million %2 tokens against %3 (%4 more)</source>
        <translation>100 万%2トークンあたり %1、対して %3（%4 高い）</translation>
    </message>
    <message>
        <source>output</source>
        <translation>出力</translation>
    </message>
    <message>
        <source>trained</source>
        <translation>学習</translation>
    </message>
    <message>
        <source>, %1 a month against %2</source>
        <translation>、月 %1、対して %2</translation>
    </message>
    <message>
        <source>, though it needs fewer GPUs (%1 against %2)</source>
        <translation>。ただし必要な GPU は少ない（%1、対して %2）</translation>
    </message>
    <message>
        <source>it costs the same per token but needs %1 against %2</source>
        <translation>トークンあたりのコストは同じだが %1 が必要（対して %2）</translation>
    </message>
    <message>
        <source>same cost and GPU count, fewer output tokens/s per GPU (%1 against %2)</source>
        <translation>コストと GPU 数は同じだが GPU あたりの出力トークン/s が少ない（%1、対して %2）</translation>
    </message>
    <message>
        <source>GPU capacity plan</source>
        <translation>GPU キャパシティ計画</translation>
    </message>
    <message>
        <source>Scenario </source>
        <translation>シナリオ </translation>
    </message>
    <message>
        <source>Scenarios </source>
        <translation>シナリオ </translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作成者</translation>
    </message>
    <message>
        <source>Prepared with</source>
        <translation>作成ツール</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>カタログ</translation>
    </message>
    <message>
        <source>bundled reference catalog</source>
        <translation>同梱の参照カタログ</translation>
    </message>
    <message>
        <source>Every figure in this report is computed by the RightSizer engine from the scenario and the catalog named above; the same figures are printed by &lt;i&gt;rightsizer plan&lt;/i&gt; and &lt;i&gt;rightsizer tco&lt;/i&gt;. Section “Assumptions” gives the source and date of every catalog figure and price used, and section “Uncertainty and calibration” how far the estimates can be trusted.</source>
        <translation>このレポートのすべての数値は、上記のシナリオとカタログから RightSizer エンジンが計算したものです。&lt;i&gt;rightsizer plan&lt;/i&gt; と &lt;i&gt;rightsizer tco&lt;/i&gt; も同じ数値を出力します。「前提条件」の節に使用したカタログの数値と価格それぞれの出典と日付を、「不確かさとキャリブレーション」の節に推定値の信頼性を示します。</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>エグゼクティブサマリー</translation>
    </message>
    <message>
        <source>%1 × %2 in %3 (%4</source>
        <translation>%1 × %2、%3（%4</translation>
    </message>
    <message>
        <source>, %1 at batch %2)</source>
        <translation>、%1、バッチ %2）</translation>
    </message>
    <message>
        <source>, data parallel %1)</source>
        <translation>、データ並列 %1）</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a sentence and its full stop</comment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Purchases as demand grows: %1.</source>
        <translation>需要増加に伴う購入：%1。</translation>
    </message>
    <message>
        <source>%1)</source>
        <comment>closes the parenthesis the model's facts opened</comment>
        <translation>%1）</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the clauses of a list</comment>
        <translation>。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n 項目</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n configuration(s)</source>
        <translation>
            <numerusform>%n 通りの構成</numerusform>
        </translation>
    </message>
    <message>
        <source>Speculative</source>
        <translation>投機的</translation>
    </message>
    <message>
        <source>%1 tokens a step</source>
        <translation>1 ステップあたり %1 トークン</translation>
    </message>
    <message>
        <source>%1, %2 proposals, each accepted at %3</source>
        <translation>%1、提案 %2 個、各受理率 %3</translation>
    </message>
    <message>
        <source>draft %1</source>
        <translation>ドラフト %1</translation>
    </message>
    <message>
        <source>MTP/EAGLE head</source>
        <translation>MTP/EAGLE ヘッド</translation>
    </message>
    <message>
        <source>Prefix cache</source>
        <translation>プレフィックスキャッシュ</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 トークン</translation>
    </message>
    <message>
        <source>of each prompt skipped on average: %1 shared, found by %2</source>
        <translation>各プロンプトで平均省略：共有 %1、ヒット %2</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>手法</translation>
    </message>
    <message>
        <source>Serving techniques the plan uses: speculative decoding (tokens a step) and prefix caching (prompt tokens skipped)</source>
        <translation>プランが使うサービング手法：投機的デコード（1 ステップのトークン数）とプレフィックスキャッシュ（省いたプロンプトトークン）</translation>
    </message>
    <message>
        <source>Disaggregated serving, against rank 1</source>
        <translation>分離型サービング（1 位との比較）</translation>
    </message>
    <message>
        <source>Serving techniques</source>
        <translation>サービング手法</translation>
    </message>
    <message>
        <source>Disaggregated serving</source>
        <translation>分離型サービング</translation>
    </message>
    <message>
        <source>%1 × TP%2 on %3</source>
        <translation>%1 × TP%2（%3）</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <comment>speculative method, tokens a step</comment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>MTP</source>
        <translation>MTP</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>ドラフト</translation>
    </message>
    <message>
        <source>prefix %1 tok</source>
        <translation>プレフィックス %1 tok</translation>
    </message>
    <message>
        <source>speculative decoding with %1: %2 proposals a step, each accepted at %3, %4 tokens a step on average</source>
        <translation>%1 による投機的デコード：1 ステップ %2 個の提案、各受理率 %3、平均 1 ステップ %4 トークン</translation>
    </message>
    <message>
        <source>the draft %1</source>
        <translation>ドラフト %1</translation>
    </message>
    <message>
        <source>the model's MTP/EAGLE head</source>
        <translation>モデルの MTP/EAGLE ヘッド</translation>
    </message>
    <message>
        <source>prefix caching: %1 tokens of each prompt skipped on average (%2 shared, found by %3 of requests)</source>
        <translation>プレフィックスキャッシュ：各プロンプトで平均 %1 トークンを省略（共有 %2、%3 のリクエストがヒット）</translation>
    </message>
    <message>
        <source>served aggregated: prefill and decode share each replica's GPUs</source>
        <translation>集約型サービング：プリフィルとデコードが各レプリカの GPU を共有</translation>
    </message>
    <message>
        <source>disaggregated serving: nothing to compare (no split was sized)</source>
        <translation>分離型サービング：比較対象なし（分割を見積もっていない）</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>no split</source>
        <translation>分割なし</translation>
    </message>
    <message>
        <source>disaggregated wins</source>
        <translation>分離型が有利</translation>
    </message>
    <message>
        <source>aggregated wins</source>
        <translation>集約型が有利</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>%1 の差</translation>
    </message>
    <message>
        <source>Prefill pool</source>
        <translation>プリフィルプール</translation>
    </message>
    <message>
        <source>%1 busy; a prompt alone takes %2</source>
        <translation>稼働率 %1、プロンプト単独で %2</translation>
    </message>
    <message>
        <source>Decode pool</source>
        <translation>デコードプール</translation>
    </message>
    <message>
        <source>%1 sequences per worker (at most %2)</source>
        <translation>ワーカーあたり %1 シーケンス（最大 %2）</translation>
    </message>
    <message>
        <source>KV transfer</source>
        <translation>KV 転送</translation>
    </message>
    <message>
        <source>%1 a request over the %2 link</source>
        <translation>1 リクエスト %1、%2 リンク経由</translation>
    </message>
    <message>
        <source>mean %1, queueing for a prefill worker included</source>
        <translation>平均 %1、プリフィルワーカー待ちを含む</translation>
    </message>
    <message>
        <source>decode-only steps; 90 %: %1 – %2</source>
        <translation>デコードのみのステップ、90 %：%1 – %2</translation>
    </message>
    <message>
        <source>%1/hour</source>
        <translation>%1/時間</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) in all</source>
        <translation>
            <numerusform>合計 GPU %n 基</numerusform>
        </translation>
    </message>
    <message>
        <source>No TCO for the disaggregated split: %1</source>
        <translation>分離型分割の TCO なし：%1</translation>
    </message>
    <message>
        <source>The planner's disaggregated split (%1) costed pool by pool: each pool scales with the demand as its own fleet, with its own GPU's prices, servers and power; the options are the pools' sums.</source>
        <translation>プランナーの分離型分割（%1）をプールごとに原価計算：各プールは独立したフリートとして需要に合わせて伸縮し、自身の GPU の価格・サーバー・電力を使う。各オプションはプールの合計。</translation>
    </message>
    <message>
        <source>%1/GPU-hour on demand (%2)</source>
        <translation>オンデマンド %1/GPU 時間（%2）</translation>
    </message>
    <message>
        <source>no on-demand price</source>
        <translation>オンデマンド価格なし</translation>
    </message>
    <message>
        <source>For the split: &lt;b&gt;%1&lt;/b&gt; (%2 net present value), %3 less than the recommended configuration's %4 (%5).</source>
        <translation>分割の場合：&lt;b&gt;%1&lt;/b&gt;（正味現在価値 %2）。推奨構成の %4（%5）より %3 安い。</translation>
    </message>
    <message>
        <source>For the split: &lt;b&gt;%1&lt;/b&gt; (%2 net present value), %3 more than the recommended configuration's %4 (%5).</source>
        <translation>分割の場合：&lt;b&gt;%1&lt;/b&gt;（正味現在価値 %2）。推奨構成の %4（%5）より %3 高い。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n worker(s) at the plan (%2); %3</source>
        <translation>
            <numerusform>%1：プランでは %n ワーカー（%2）。%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Cheapest per million tokens first; unpriced last, fewest GPU-hours per million tokens first</source>
        <translation>100 万トークンあたりが安い順。価格なしは最後で、100 万トークンあたりの GPU 時間が少ない順</translation>
    </message>
    <message>
        <source>Reference price: tier, region and basis</source>
        <translation>参照価格：価格帯、地域、根拠</translation>
    </message>
    <message>
        <source>The planner ranks each GPU by the median over providers of each provider's median current quote of the chosen tier, one vote per provider; a quote of your own (a price you added to the catalog) wins over the public ones, and a scenario's cost.gpu_hour_usd over both. Tier: %3; region: %5%4. A price is thin evidence when it rests on fewer than %1 providers, on marketplace offers only, or on quotes over %2 months old on the report's date: confirm such a price with a quote of your own. Quotes without a region count in every region; prices are in US dollars (USD).</source>
        <translation>プランナーは、選択した価格帯での各プロバイダーの現行見積もりの中央値をとり、そのプロバイダー間の中央値（1 プロバイダー 1 票）で各 GPU をランク付けします。ご自身の見積もり（カタログに追加した価格）は公開の見積もりより優先され、シナリオの cost.gpu_hour_usd は両方より優先されます。価格帯：%3、地域：%5%4。プロバイダーが %1 社未満、マーケットプレイスの提示のみ、またはレポートの日付で %2 か月を超える見積もりに基づく価格は、根拠が弱いとみなします。そうした価格はご自身の見積もりで確認してください。地域のない見積もりはすべての地域で有効です。価格は米ドル（USD）です。</translation>
    </message>
    <message>
        <source>no price counted for %1: none in this tier and region, or only marketplace offers (they count in the marketplace tier) or thin evidence you asked to leave out. Ranked after the priced ones, by GPU-hours per million tokens (%2). Type a price into the $/GPU-h cell (your own quote) or set cost.gpu_hour_usd.%1</source>
        <translation>%1 の価格は計上されていません：この価格帯と地域に見積もりがないか、マーケットプレイスの提示のみ（マーケットプレイスの価格帯で計上）か、除外を指定した根拠の弱い価格のみです。価格のあるものの後に、100 万トークンあたりの GPU 時間順（%2）で並びます。$/GPU 時間 セルに価格（ご自身の見積もり）を入力するか、cost.gpu_hour_usd.%1 を設定してください</translation>
    </message>
    <message>
        <source>matmuls %1</source>
        <translation>行列積 %1</translation>
    </message>
    <message>
        <source>Matmuls</source>
        <translation>行列積</translation>
    </message>
    <message>
        <source>Non-matmul work</source>
        <translation>行列積以外の処理</translation>
    </message>
    <message>
        <source>norms, activations, residuals</source>
        <translation>正規化、活性化関数、残差</translation>
    </message>
    <message>
        <source>TP all-reduces</source>
        <translation>TP の all-reduce</translation>
    </message>
    <message>
        <source>of one GPU's step</source>
        <translation>GPU 1 基のステップ</translation>
    </message>
    <message>
        <source>EP all-to-alls</source>
        <translation>EP の all-to-all</translation>
    </message>
    <message>
        <source>%1 of the step</source>
        <translation>ステップの %1</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4（210 × 297 mm）</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>レター</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation>レター（8.5 × 11 インチ）</translation>
    </message>
    <message>
        <source>1 page</source>
        <translation>1 ページ</translation>
    </message>
    <message>
        <source>%1 pages</source>
        <translation>%1 ページ</translation>
    </message>
</context>
<context>
    <name>ReportGlossary</name>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>Time to first token: from a request's arrival to its first output token, queueing included.</source>
        <translation>最初のトークンまでの時間：リクエストの到着から最初の出力トークンまで（待ち時間を含む）。</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Time per output token: the time between output tokens once generation runs.</source>
        <translation>出力トークンあたりの時間：生成開始後の出力トークン間の時間。</translation>
    </message>
    <message>
        <source>p50, p95, p99</source>
        <translation>p50、p95、p99</translation>
    </message>
    <message>
        <source>Percentile: the value 50, 95 or 99 % of requests do not exceed.</source>
        <translation>パーセンタイル：リクエストの 50、95、99 % が超えない値。</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Number format of the weights (bf16, fp8, int4, ...); ~ marks efficiency factors borrowed from another GPU family or precision.</source>
        <translation>重みの数値形式（bf16、fp8、int4 など）。~ は別の GPU ファミリまたは精度から借用した効率係数を示します。</translation>
    </message>
    <message>
        <source>TP, PP, DP</source>
        <translation>TP、PP、DP</translation>
    </message>
    <message>
        <source>Tensor, pipeline and data parallelism: a model split across GPUs within a layer, across layers, or replicated.</source>
        <translation>テンソル並列・パイプライン並列・データ並列：モデルを層内で GPU に分割、層ごとに分割、または複製。</translation>
    </message>
    <message>
        <source>Replica</source>
        <translation>レプリカ</translation>
    </message>
    <message>
        <source>One copy of the model on TP × PP GPUs; serving adds replicas for throughput.</source>
        <translation>TP × PP 個の GPU に載せたモデルの 1 コピー。サービングはスループットのためにレプリカを追加します。</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>バッチ</translation>
    </message>
    <message>
        <source>Requests one replica decodes together.</source>
        <translation>1 レプリカが同時にデコードするリクエスト。</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV キャッシュ</translation>
    </message>
    <message>
        <source>Keys and values of the tokens seen so far, kept in GPU memory per request.</source>
        <translation>これまでのトークンのキーとバリュー。リクエストごとに GPU メモリに保持します。</translation>
    </message>
    <message>
        <source>Usable memory</source>
        <translation>使用可能なメモリ</translation>
    </message>
    <message>
        <source>What the runtime can allocate on a GPU (below the datasheet figure).</source>
        <translation>ランタイムが GPU 上で確保できる量（データシートの値より少ない）。</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>余裕</translation>
    </message>
    <message>
        <source>Extra capacity over today's peak demand, for growth and bursts.</source>
        <translation>現在のピーク需要を超える追加容量（成長とバースト用）。</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>使用率</translation>
    </message>
    <message>
        <source>Share of the capacity paid for that the demand uses.</source>
        <translation>支払った容量のうち需要が使う割合。</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilization: useful training FLOPs over the GPUs' dense peak.</source>
        <translation>モデル FLOP 使用率：有効な学習 FLOP を GPU の密演算ピークで割ったもの。</translation>
    </message>
    <message>
        <source>$/M tokens</source>
        <translation>$/100 万トークン</translation>
    </message>
    <message>
        <source>US dollars per million output tokens served (or tokens trained).</source>
        <translation>提供した出力トークン（または学習トークン）100 万あたりの米ドル。</translation>
    </message>
    <message>
        <source>On-demand, reserved, spot</source>
        <translation>オンデマンド、リザーブド、スポット</translation>
    </message>
    <message>
        <source>Cloud prices: pay by the hour; commit for 1 or 3 years at a discount; spare capacity that can be reclaimed.</source>
        <translation>クラウド価格：時間単位で支払う、1 年または 3 年の契約で割引、回収されうる余剰容量。</translation>
    </message>
    <message>
        <source>On-prem, hybrid</source>
        <translation>オンプレミス、ハイブリッド</translation>
    </message>
    <message>
        <source>Buy servers; or buy a base fleet and burst to on-demand cloud.</source>
        <translation>サーバーを購入する、または基盤となるフリートを購入してオンデマンドのクラウドへバーストする。</translation>
    </message>
    <message>
        <source>TCO</source>
        <translation>TCO</translation>
    </message>
    <message>
        <source>Total cost of ownership: every cash cost of an option over the horizon.</source>
        <translation>総所有コスト：期間中にある案で支払うすべての現金コスト。</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>NPV</translation>
    </message>
    <message>
        <source>Net present value: the costs discounted to today at the discount rate.</source>
        <translation>正味現在価値：割引率で現在に割り引いたコスト。</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>損益分岐点</translation>
    </message>
    <message>
        <source>The first month from which an option's cumulative cost stays at or below another's.</source>
        <translation>ある案の累積コストが別の案以下であり続ける最初の月。</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness: facility power over IT power.</source>
        <translation>電力使用効率：施設全体の電力を IT 電力で割ったもの。</translation>
    </message>
    <message>
        <source>90 % band</source>
        <translation>90 % 区間</translation>
    </message>
    <message>
        <source>The range that holds the true value with 90 % probability, from the spread of the calibration measurements.</source>
        <translation>キャリブレーション測定のばらつきから求めた、真の値を 90 % の確率で含む範囲。</translation>
    </message>
    <message>
        <source>SLA</source>
        <translation>SLA</translation>
    </message>
    <message>
        <source>Service level agreement: the latency and throughput targets the plan must meet.</source>
        <translation>サービスレベル契約：プランが満たすべきレイテンシとスループットの目標。</translation>
    </message>
</context>
<context>
    <name>RevisionSummary</name>
    <message>
        <source>saved</source>
        <translation>保存済み</translation>
    </message>
    <message>
        <source>; … and 1 more edit</source>
        <translation>。…ほか 1 件の編集</translation>
    </message>
    <message>
        <source>; … and %1 more edits</source>
        <translation>。…ほか %1 件の編集</translation>
    </message>
</context>
<context>
    <name>TcoWords</name>
    <message>
        <source>on-demand</source>
        <translation>オンデマンド</translation>
    </message>
    <message>
        <source>reserved-1y</source>
        <translation>リザーブド 1 年</translation>
    </message>
    <message>
        <source>reserved-3y</source>
        <translation>リザーブド 3 年</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>スポット</translation>
    </message>
    <message>
        <source>on-prem</source>
        <translation>オンプレミス</translation>
    </message>
    <message>
        <source>hybrid</source>
        <translation>ハイブリッド</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>割引率</translation>
    </message>
    <message>
        <source>%/year</source>
        <translation>%/年</translation>
    </message>
    <message>
        <source>Demand growth</source>
        <translation>需要の成長</translation>
    </message>
    <message>
        <source>Demand level</source>
        <translation>需要水準</translation>
    </message>
    <message>
        <source>x profile</source>
        <translation>x プロファイル</translation>
    </message>
    <message>
        <source>Fleet headroom</source>
        <translation>フリートの余裕</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>On-demand price</source>
        <translation>オンデマンド価格</translation>
    </message>
    <message>
        <source>USD/GPU-h</source>
        <translation>USD/GPU-h</translation>
    </message>
    <message>
        <source>Reserved 1-year price</source>
        <translation>1 年リザーブド価格</translation>
    </message>
    <message>
        <source>Reserved 3-year price</source>
        <translation>3 年リザーブド価格</translation>
    </message>
    <message>
        <source>Spot price</source>
        <translation>スポット価格</translation>
    </message>
    <message>
        <source>Minimum replicas</source>
        <translation>最小レプリカ数</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>レプリカ</translation>
    </message>
    <message>
        <source>Scale-up delay</source>
        <translation>スケールアップの遅延</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>ノードあたりの GPU 数</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Server price</source>
        <translation>サーバー価格</translation>
    </message>
    <message>
        <source>USD/node</source>
        <translation>USD/ノード</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <source>Installation</source>
        <translation>設置</translation>
    </message>
    <message>
        <source>Depreciation period</source>
        <translation>減価償却期間</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>Financing rate</source>
        <translation>融資金利</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>残存価値</translation>
    </message>
    <message>
        <source>% of price</source>
        <translation>価格の %</translation>
    </message>
    <message>
        <source>GPU TDP</source>
        <translation>GPU の TDP</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>GPU average load</source>
        <translation>GPU の平均負荷</translation>
    </message>
    <message>
        <source>% of TDP</source>
        <translation>TDP の %</translation>
    </message>
    <message>
        <source>Host power</source>
        <translation>ホストの電力</translation>
    </message>
    <message>
        <source>W/node</source>
        <translation>W/ノード</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>比率</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>電気料金</translation>
    </message>
    <message>
        <source>USD/kWh</source>
        <translation>USD/kWh</translation>
    </message>
    <message>
        <source>Space (colocation)</source>
        <translation>スペース（コロケーション）</translation>
    </message>
    <message>
        <source>USD/kW-month</source>
        <translation>USD/kW・月</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>サポート</translation>
    </message>
    <message>
        <source>% of capital/year</source>
        <translation>資本の %/年</translation>
    </message>
    <message>
        <source>Staff share</source>
        <translation>人員の割合</translation>
    </message>
    <message>
        <source>FTE/node</source>
        <translation>FTE/ノード</translation>
    </message>
    <message>
        <source>Staff cost</source>
        <translation>人件費</translation>
    </message>
    <message>
        <source>USD/FTE-year</source>
        <translation>USD/FTE・年</translation>
    </message>
    <message>
        <source>Training runs</source>
        <translation>学習ジョブ数</translation>
    </message>
    <message>
        <source>runs/month</source>
        <translation>回/月</translation>
    </message>
    <message>
        <source>replica</source>
        <translation>レプリカ</translation>
    </message>
    <message>
        <source>year</source>
        <translation>年</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>run/month</source>
        <translation>回/月</translation>
    </message>
    <message>
        <source>default</source>
        <translation>既定</translation>
    </message>
    <message>
        <source>assumption: a typical corporate cost of capital</source>
        <translation>前提：一般的な企業の資本コスト</translation>
    </message>
    <message>
        <source>default: no growth</source>
        <translation>既定：成長なし</translation>
    </message>
    <message>
        <source>the demand profile as given</source>
        <translation>指定どおりの需要プロファイル</translation>
    </message>
    <message>
        <source>default: one replica stays up</source>
        <translation>既定：1 レプリカは常時稼働</translation>
    </message>
    <message>
        <source>assumption: instance start and model load</source>
        <translation>前提：インスタンスの起動とモデルの読み込み</translation>
    </message>
    <message>
        <source>assumption: racking, cabling, burn-in</source>
        <translation>前提：ラック搭載、配線、エージング</translation>
    </message>
    <message>
        <source>assumption: a common accounting life for servers</source>
        <translation>前提：サーバーの一般的な会計上の耐用年数</translation>
    </message>
    <message>
        <source>default: paid in cash at purchase</source>
        <translation>既定：購入時に現金で支払い</translation>
    </message>
    <message>
        <source>assumption: resale value after the depreciation period</source>
        <translation>前提：減価償却期間後の売却価値</translation>
    </message>
    <message>
        <source>assumption: serving GPUs seldom draw their full TDP</source>
        <translation>前提：サービング用 GPU が TDP いっぱいまで消費することはまれ</translation>
    </message>
    <message>
        <source>assumption: hardware support contract</source>
        <translation>前提：ハードウェアのサポート契約</translation>
    </message>
    <message>
        <source>assumption: one operator per 20 nodes</source>
        <translation>前提：20 ノードにつき運用担当 1 名</translation>
    </message>
    <message>
        <source>assumption: loaded cost of an operations engineer</source>
        <translation>前提：運用エンジニアの総人件費</translation>
    </message>
    <message>
        <source>default: one run a month</source>
        <translation>既定：月 1 回</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <source>default: follow the demand</source>
        <translation>既定：需要に追従</translation>
    </message>
    <message>
        <source>none: no TCO for this scenario</source>
        <translation>なし：このシナリオの TCO はありません</translation>
    </message>
    <message>
        <source>limits.headroom_percent (default 20 %)</source>
        <translation>limits.headroom_percent（既定値 20 %）</translation>
    </message>
    <message>
        <source>PRC-0119 calculator default 1.3 (industry averages 1.56-1.58, PRC-0113/0114)</source>
        <translation>PRC-0119 計算ツールの既定値 1.3（業界平均 1.56-1.58、PRC-0113/0114）</translation>
    </message>
    <message>
        <source>PRC-0118: US industrial electricity assumption</source>
        <translation>PRC-0118：米国の産業用電力の前提</translation>
    </message>
    <message>
        <source>PRC-0121: colocation $150-250/kW-month, midpoint</source>
        <translation>PRC-0121：コロケーション $150-250/kW 月、中間値</translation>
    </message>
    <message>
        <source>limits.gpus_per_node</source>
        <translation>limits.gpus_per_node</translation>
    </message>
    <message>
        <source>scenario limits.headroom_percent</source>
        <translation>シナリオ limits.headroom_percent</translation>
    </message>
    <message>
        <source>scenario limits.gpus_per_node</source>
        <translation>シナリオ limits.gpus_per_node</translation>
    </message>
</context>
<context>
    <name>TelemetryStatsModel</name>
    <message>
        <source>GPU utilization, mean</source>
        <translation>GPU 使用率、平均</translation>
    </message>
    <message>
        <source>Share of time a kernel ran (nvidia-smi utilization.gpu, DCGM GPU_UTIL), averaged over every sample of every GPU</source>
        <translation>カーネルが動いていた時間の割合（nvidia-smi utilization.gpu、DCGM GPU_UTIL）。全 GPU の全サンプルの平均</translation>
    </message>
    <message>
        <source>GPU utilization, median (p50)</source>
        <translation>GPU 使用率、中央値 (p50)</translation>
    </message>
    <message>
        <source>Half the samples were at or below this</source>
        <translation>サンプルの半分がこの値以下でした</translation>
    </message>
    <message>
        <source>GPU utilization, p95</source>
        <translation>GPU 使用率、p95</translation>
    </message>
    <message>
        <source>95 % of the samples were at or below this: the busy hour the candidates are sized for</source>
        <translation>サンプルの 95 % がこの値以下：候補のサイジングに使う混雑時間帯</translation>
    </message>
    <message>
        <source>Memory used, peak per GPU</source>
        <translation>メモリ使用量、GPU あたりピーク</translation>
    </message>
    <message>
        <source>Largest frame buffer in use on any GPU (vLLM and TensorRT-LLM reserve their KV-cache pool up front, so this is what the runtime took, not what the model needed)</source>
        <translation>いずれかの GPU で使われた最大のフレームバッファ（vLLM と TensorRT-LLM は KV キャッシュのプールを事前に確保するため、モデルに必要な量ではなくランタイムが確保した量です）</translation>
    </message>
    <message>
        <source>Memory used, mean per GPU</source>
        <translation>メモリ使用量、GPU あたり平均</translation>
    </message>
    <message>
        <source>Frame buffer in use, averaged over the samples</source>
        <translation>使用中のフレームバッファ（サンプルの平均）</translation>
    </message>
    <message>
        <source>Memory used, p99 per GPU</source>
        <translation>メモリ使用量、GPU あたり p99</translation>
    </message>
    <message>
        <source>99 % of the samples used at most this</source>
        <translation>サンプルの 99 % がこの値以下</translation>
    </message>
    <message>
        <source>SM occupancy, mean</source>
        <translation>SM 占有率、平均</translation>
    </message>
    <message>
        <source>DCGM_FI_PROF_SM_OCCUPANCY: resident warps over the maximum (DCGM profiling metrics only)</source>
        <translation>DCGM_FI_PROF_SM_OCCUPANCY：常駐ワープ数の最大値に対する割合（DCGM のプロファイリング指標のみ）</translation>
    </message>
    <message>
        <source>Tensor cores active, mean</source>
        <translation>Tensor コア稼働率、平均</translation>
    </message>
    <message>
        <source>DCGM_FI_PROF_PIPE_TENSOR_ACTIVE: share of cycles the tensor pipes were busy (DCGM profiling metrics only)</source>
        <translation>DCGM_FI_PROF_PIPE_TENSOR_ACTIVE：テンソルパイプが稼働していたサイクルの割合（DCGM のプロファイリング指標のみ）</translation>
    </message>
    <message>
        <source>DRAM active, mean</source>
        <translation>DRAM 稼働率、平均</translation>
    </message>
    <message>
        <source>DCGM_FI_PROF_DRAM_ACTIVE: share of cycles device memory was busy (DCGM profiling metrics only)</source>
        <translation>DCGM_FI_PROF_DRAM_ACTIVE：デバイスメモリが稼働していたサイクルの割合（DCGM のプロファイリング指標のみ）</translation>
    </message>
    <message>
        <source>Power, mean per GPU</source>
        <translation>電力、GPU あたり平均</translation>
    </message>
    <message>
        <source>Board power draw averaged over the samples</source>
        <translation>ボードの消費電力（サンプルの平均）</translation>
    </message>
    <message>
        <source>Power, p95 per GPU</source>
        <translation>電力、GPU あたり p95</translation>
    </message>
    <message>
        <source>95 % of the samples drew at most this</source>
        <translation>サンプルの 95 % がこの値以下</translation>
    </message>
    <message>
        <source>Idle time</source>
        <translation>アイドル時間</translation>
    </message>
    <message>
        <source>Share of the observed GPU-time spent in stretches of at least 5 minutes below 5 % utilization: capacity that could have been released</source>
        <translation>観測した GPU 時間のうち、使用率 5 % 未満が 5 分以上続いた時間の割合：解放できたはずの容量</translation>
    </message>
</context>
<context>
    <name>WeekAxis</name>
    <message>
        <source>Mon</source>
        <translation>月</translation>
    </message>
    <message>
        <source>Tue</source>
        <translation>火</translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>水</translation>
    </message>
    <message>
        <source>Thu</source>
        <translation>木</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>金</translation>
    </message>
    <message>
        <source>Sat</source>
        <translation>土</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>日</translation>
    </message>
    <message>
        <source>hour of the week</source>
        <translation>週の時間帯</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::FileActions</name>
    <message>
        <source>&amp;New Project</source>
        <translation>新規プロジェクト(&amp;N)</translation>
    </message>
    <message>
        <source>Start a new project from the bundled example scenario</source>
        <translation>付属のサンプルシナリオから新しいプロジェクトを開始します</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a project (.rsplan) or a scenario (.json)</source>
        <translation>プロジェクト（.rsplan）またはシナリオ（.json）を開きます</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the project</source>
        <translation>プロジェクトを保存します</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the project under a new name</source>
        <translation>プロジェクトを別の名前で保存します</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>元に戻す（保存時点）(&amp;V)</translation>
    </message>
    <message>
        <source>Drop unsaved changes and reload the file</source>
        <translation>保存していない変更を破棄してファイルを再読み込みします</translation>
    </message>
    <message>
        <source>&amp;Import Scenario JSON…</source>
        <translation>シナリオ JSON をインポート(&amp;I)…</translation>
    </message>
    <message>
        <source>Replace the scenario by one from a JSON file (undoable)</source>
        <translation>シナリオを JSON ファイルのものに置き換えます（元に戻せます）</translation>
    </message>
    <message>
        <source>&amp;Export Scenario JSON…</source>
        <translation>シナリオ JSON をエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Write the scenario as JSON for sharing or review</source>
        <translation>共有やレビューのためにシナリオを JSON で書き出します</translation>
    </message>
    <message>
        <source>Export Re&amp;port…</source>
        <translation>レポートをエクスポート(&amp;P)…</translation>
    </message>
    <message>
        <source>Preview the procurement report of the project's scenarios and save it as PDF</source>
        <translation>プロジェクトのシナリオの調達レポートをプレビューし、PDF で保存します</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Close RightSizer</source>
        <translation>RightSizer を閉じます</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>保存されていない変更</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them before closing it?</source>
        <translation>%1 には保存されていない変更があります。閉じる前に保存しますか？</translation>
    </message>
    <message>
        <source>New project from the bundled example</source>
        <translation>付属のサンプルから新しいプロジェクトを作成しました</translation>
    </message>
    <message>
        <source>Open project or scenario</source>
        <translation>プロジェクトまたはシナリオを開く</translation>
    </message>
    <message>
        <source>Projects and scenarios (*.rsplan *.json);;</source>
        <translation>プロジェクトとシナリオ (*.rsplan *.json);;</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>%1 を開けません</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 を開きました</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>プロジェクトを保存</translation>
    </message>
    <message>
        <source>Cannot save %1</source>
        <translation>%1 を保存できません</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>保存時点に戻す</translation>
    </message>
    <message>
        <source>Drop every unsaved change and reload %1?</source>
        <translation>保存していない変更をすべて破棄して %1 を再読み込みしますか？</translation>
    </message>
    <message>
        <source>Cannot revert</source>
        <translation>保存時点に戻せません</translation>
    </message>
    <message>
        <source>Reverted to the saved %1</source>
        <translation>保存済みの %1 に戻しました</translation>
    </message>
    <message>
        <source>Import scenario JSON</source>
        <translation>シナリオ JSON のインポート</translation>
    </message>
    <message>
        <source>Cannot import %1</source>
        <translation>%1 をインポートできません</translation>
    </message>
    <message>
        <source>Imported %1 (Undo puts the previous scenario back)</source>
        <translation>%1 をインポートしました（元に戻すと前のシナリオに戻ります）</translation>
    </message>
    <message>
        <source>Export scenario JSON</source>
        <translation>シナリオ JSON のエクスポート</translation>
    </message>
    <message>
        <source>Cannot export %1</source>
        <translation>%1 をエクスポートできません</translation>
    </message>
    <message>
        <source>Exported the scenario to %1</source>
        <translation>シナリオを %1 にエクスポートしました</translation>
    </message>
    <message>
        <source>Wrote the report to %1 (%2 pages)</source>
        <translation>レポートを %1 に書き出しました（%2 ページ）</translation>
    </message>
    <message>
        <source>Each save records a revision of the changed scenarios with who made it. Your name for them (asked once; Edit → Revision Author… changes it):</source>
        <translation>保存のたびに、変更したシナリオのリビジョンが作成者とともに記録されます。記録する名前（最初の一度だけ尋ねます。「編集 → リビジョンの作成者…」で変更できます）：</translation>
    </message>
    <message>
        <source>Not saved: the revisions need an author</source>
        <translation>保存されませんでした：リビジョンには作成者が必要です</translation>
    </message>
    <message>
        <source>The name recorded with the revisions you save from now on:</source>
        <translation>今後保存するリビジョンに記録される名前：</translation>
    </message>
    <message>
        <source>Revisions will be recorded as by %1</source>
        <translation>リビジョンは %1 の作成として記録されます</translation>
    </message>
    <message>
        <source>Revision Author</source>
        <translation>リビジョンの作成者</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作成者</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::MainWindow</name>
    <message>
        <source>Calibration changed: evaluating again</source>
        <translation>キャリブレーションが変更されました：再評価しています</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <source>Selected configuration</source>
        <translation>選択した構成</translation>
    </message>
    <message>
        <source>Candidates &amp;&amp; &amp;what-if</source>
        <translation>候補と What-if 分析(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Cost (TCO)</source>
        <translation>コスト (TCO)(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Demand &amp;&amp; autoscaling</source>
        <translation>需要とオートスケーリング(&amp;D)</translation>
    </message>
    <message>
        <source>C&amp;ompare scenarios</source>
        <translation>シナリオの比較(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Measured</source>
        <translation>実測(&amp;M)</translation>
    </message>
    <message>
        <source>Every configuration ranked, and latency, memory, cost per token and roofline of the grid; the selected row is the one costed</source>
        <translation>すべての構成のランキングと、グリッドのレイテンシ、メモリ、トークンあたりコスト、ルーフライン。選択した行がコスト計算の対象です</translation>
    </message>
    <message>
        <source>Cloud against on-prem over the horizon for the selected configuration, with its inputs and the sensitivity</source>
        <translation>選択した構成について、期間全体でのクラウドとオンプレミスの比較（入力値と感度分析つき）</translation>
    </message>
    <message>
        <source>The weekly demand profile, autoscaled replicas against a fixed fleet, utilization and the hours at SLA risk</source>
        <translation>週間の需要プロファイル、固定フリートに対するオートスケールされたレプリカ、使用率、SLA を満たせないおそれのある時間帯</translation>
    </message>
    <message>
        <source>Scenarios and saved revisions side by side</source>
        <translation>シナリオと保存済みリビジョンを並べて比較</translation>
    </message>
    <message>
        <source>What a running deployment's GPU telemetry says, and the project's calibration on your own benchmark runs</source>
        <translation>稼働中のデプロイメントの GPU テレメトリが示す内容と、ご自身のベンチマーク結果によるプロジェクトのキャリブレーション</translation>
    </message>
    <message>
        <source>The edited catalog cannot be used: %1</source>
        <translation>編集したカタログは使用できません：%1</translation>
    </message>
    <message>
        <source>Catalog changed: evaluating again with your edits</source>
        <translation>カタログが変更されました：編集内容で再評価しています</translation>
    </message>
    <message>
        <source>Evaluating… %p%</source>
        <translation>評価中… %p%</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Stop the evaluation under way (Esc); the last results stay shown</source>
        <translation>実行中の評価を停止します（Esc）。直前の結果は表示されたままです</translation>
    </message>
    <message>
        <source> (%1 not ranked: over %2× the GPUs of their GPU's cheapest layout)</source>
        <translation>（%1 個は順位なし：その GPU の最安レイアウトの %2 倍を超える GPU 数）</translation>
    </message>
    <message>
        <source>Cannot evaluate (%1): %2</source>
        <translation>評価できません（%1）：%2</translation>
    </message>
    <message>
        <source>%1 · %2[*] — RightSizer</source>
        <translation>%1 · %2[*] — RightSizer</translation>
    </message>
    <message>
        <source>Recover unsaved changes?</source>
        <translation>保存されていない変更を復元しますか？</translation>
    </message>
    <message>
        <source>RightSizer did not close cleanly last time. A recovery copy of %1 from %2 holds changes that were not saved.

Recover them? (Discard deletes the copy.)</source>
        <translation>前回 RightSizer は正常に終了しませんでした。%2 時点の %1 の復元用コピーに、保存されていない変更があります。

復元しますか？（「破棄」でコピーを削除します。）</translation>
    </message>
    <message>
        <source>Recovery failed</source>
        <translation>復元に失敗しました</translation>
    </message>
    <message>
        <source>Recovered unsaved changes; save to keep them</source>
        <translation>保存されていない変更を復元しました。保持するには保存してください</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>Revision &amp;Author…</source>
        <translation>リビジョンの作成者(&amp;A)…</translation>
    </message>
    <message>
        <source>The name recorded with each revision you save</source>
        <translation>保存する各リビジョンに記録される名前</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>シナリオ(&amp;S)</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;開いた時点&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Recompute</source>
        <translation>再計算(&amp;R)</translation>
    </message>
    <message>
        <source>Evaluate the scenario again (it re-evaluates by itself on every edit)</source>
        <translation>シナリオを再評価します（編集のたびに自動でも再評価されます）</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>システム(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>ユーザーガイド(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;About RightSizer</source>
        <translation>RightSizer について(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>Candidates &amp;&amp; What-if</source>
        <translation>候補と What-if</translation>
    </message>
    <message>
        <source>Cost (TCO)</source>
        <translation>コスト (TCO)</translation>
    </message>
    <message>
        <source>Demand &amp;&amp; Autoscaling</source>
        <translation>需要とオートスケーリング</translation>
    </message>
    <message>
        <source>Compare Scenarios</source>
        <translation>シナリオの比較</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>実測</translation>
    </message>
    <message>
        <source>Telemetry of a running deployment and the project's calibration on your benchmark runs</source>
        <translation>稼働中のデプロイメントのテレメトリと、ベンチマーク結果によるプロジェクトのキャリブレーション</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>ツール(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Catalog…</source>
        <translation>カタログ(&amp;C)…</translation>
    </message>
    <message>
        <source>Browse and edit the GPUs, models and prices the planner uses</source>
        <translation>プランナーが使用する GPU、モデル、価格を閲覧・編集します</translation>
    </message>
    <message>
        <source>About RightSizer</source>
        <translation>RightSizer について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;RightSizer %1&lt;/h3&gt;&lt;p&gt;Capacity planner for AI workloads: memory, latency, throughput, GPU count and cost for every candidate GPU, precision and layout, calibrated on published measurements, with a 90 % band on every prediction.&lt;/p&gt;&lt;p&gt;GPL-3.0-or-later. Built with Qt %2, Qt Charts, Eigen and SQLite.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RightSizer %1&lt;/h3&gt;&lt;p&gt;AI ワークロードのキャパシティプランナー：候補となる各 GPU・精度・レイアウトについて、メモリ、レイテンシ、スループット、GPU 台数、コストを算出します。公開された測定値でキャリブレーションされ、すべての予測に 90 % 区間が付きます。&lt;/p&gt;&lt;p&gt;GPL-3.0-or-later。Qt %2、Qt Charts、Eigen、SQLite で構築。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Evaluation cancelled; the results shown are of an earlier state of the scenario</source>
        <translation>評価をキャンセルしました。表示中の結果はシナリオの以前の状態のものです</translation>
    </message>
    <message>
        <source>&amp;Cancel Evaluation</source>
        <translation>評価をキャンセル(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>Language: %1, from the next start of RightSizer</source>
        <translation>言語：%1（次回 RightSizer の起動時から）</translation>
    </message>
    <message>
        <source>As the system (%1)</source>
        <translation>システムに合わせる（%1）</translation>
    </message>
    <message>
        <source>Import from &amp;Prometheus…</source>
        <translation>&amp;Prometheus からインポート…</translation>
    </message>
    <message>
        <source>Read a deployment's dcgm-exporter metrics over a time range from the Prometheus server that scrapes them, and right-size it</source>
        <translation>デプロイメントの dcgm-exporter メトリクスを、それを収集する Prometheus サーバーから期間を指定して読み込み、適正規模を判定する</translation>
    </message>
    <message>
        <source>Price %1 at %2/GPU-hour (my quote, %3)</source>
        <translation>%1 の価格を %2/GPU 時間に設定（自分の見積もり、%3）</translation>
    </message>
    <message>
        <source>%1 priced at %2/GPU-hour as your own quote of %3 in the catalog; Undo takes it back</source>
        <translation>%1 の価格を %2/GPU 時間とし、%3 付けのご自身の見積もりとしてカタログに追加しました。元に戻すで取り消せます</translation>
    </message>
    <message>
        <source>%1 configurations evaluated in %2 ms: %3 meet the SLA%5, %4 rejected</source>
        <translation>%1 個の構成を %2 ms で評価：%3 個が SLA を満たし%5、%4 個が除外</translation>
    </message>
    <message>
        <source>%1 configurations evaluated in %2 ms: %3 meet the deadline%5, %4 rejected</source>
        <translation>%1 個の構成を %2 ms で評価：%3 個が期限を満たし%5、%4 個が除外</translation>
    </message>
    <message>
        <source> · what-if grid of %1 cells</source>
        <translation> · What-if グリッド %1 セル</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::Recovery</name>
    <message>
        <source>Recovery copy not written: %1</source>
        <translation>復元用コピーを書き込めませんでした：%1</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::ScenarioActions</name>
    <message>
        <source>&amp;New Scenario…</source>
        <translation>新規シナリオ(&amp;N)…</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>新規…</translation>
    </message>
    <message>
        <source>Add a scenario to the project, starting from the bundled example</source>
        <translation>付属のサンプルをもとに、プロジェクトにシナリオを追加します</translation>
    </message>
    <message>
        <source>&amp;Duplicate Scenario…</source>
        <translation>シナリオを複製(&amp;D)…</translation>
    </message>
    <message>
        <source>Duplicate…</source>
        <translation>複製…</translation>
    </message>
    <message>
        <source>Add a copy of this scenario to the project, to vary it</source>
        <translation>このシナリオのコピーをプロジェクトに追加し、条件を変えて試せるようにします</translation>
    </message>
    <message>
        <source>&amp;Rename Scenario…</source>
        <translation>シナリオの名前を変更(&amp;R)…</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>名前の変更</translation>
    </message>
    <message>
        <source>Give this scenario another name</source>
        <translation>このシナリオに別の名前を付けます</translation>
    </message>
    <message>
        <source>De&amp;lete Scenario…</source>
        <translation>シナリオを削除(&amp;L)…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>削除…</translation>
    </message>
    <message>
        <source>Remove this scenario and its saved revisions from the project (asks first; Undo brings it back)</source>
        <translation>このシナリオと保存済みリビジョンをプロジェクトから削除します（確認あり。元に戻すと復活します）</translation>
    </message>
    <message>
        <source>&amp;Previous Scenario</source>
        <translation>前のシナリオ(&amp;P)</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>前へ</translation>
    </message>
    <message>
        <source>Edit the previous scenario</source>
        <translation>前のシナリオを編集します</translation>
    </message>
    <message>
        <source>Ne&amp;xt Scenario</source>
        <translation>次のシナリオ(&amp;X)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Edit the next scenario</source>
        <translation>次のシナリオを編集します</translation>
    </message>
    <message>
        <source>&amp;Edit Scenario</source>
        <translation>シナリオを編集(&amp;E)</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>シナリオを開けません</translation>
    </message>
    <message>
        <source>Editing scenario “%1”</source>
        <translation>シナリオ「%1」を編集中</translation>
    </message>
    <message>
        <source>New Scenario</source>
        <translation>新規シナリオ</translation>
    </message>
    <message>
        <source>Name of the new scenario (it starts from the bundled example; edit it in the Scenario panel):</source>
        <translation>新しいシナリオの名前（付属のサンプルから始まります。「シナリオ」パネルで編集してください）：</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <source>Duplicate Scenario</source>
        <translation>シナリオの複製</translation>
    </message>
    <message>
        <source>Name of the copy of “%1”:</source>
        <translation>「%1」のコピーの名前：</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（コピー）</translation>
    </message>
    <message>
        <source>Rename Scenario</source>
        <translation>シナリオの名前の変更</translation>
    </message>
    <message>
        <source>New name of “%1”:</source>
        <translation>「%1」の新しい名前：</translation>
    </message>
    <message>
        <source>Cannot add the scenario</source>
        <translation>シナリオを追加できません</translation>
    </message>
    <message>
        <source>Added scenario “%1” (Undo removes it)</source>
        <translation>シナリオ「%1」を追加しました（元に戻すと削除されます）</translation>
    </message>
    <message>
        <source>Cannot duplicate the scenario</source>
        <translation>シナリオを複製できません</translation>
    </message>
    <message>
        <source>Copied “%1” as “%2”</source>
        <translation>「%1」を「%2」としてコピーしました</translation>
    </message>
    <message>
        <source>Cannot rename the scenario</source>
        <translation>シナリオの名前を変更できません</translation>
    </message>
    <message>
        <source>Renamed “%1” to “%2”</source>
        <translation>「%1」を「%2」に名前変更しました</translation>
    </message>
    <message>
        <source>Delete Scenario</source>
        <translation>シナリオの削除</translation>
    </message>
    <message>
        <source>Delete scenario “%1”%2 from the project?</source>
        <translation>シナリオ「%1」%2をプロジェクトから削除しますか？</translation>
    </message>
    <message>
        <source> and its saved revision</source>
        <translation>とその保存済みリビジョン</translation>
    </message>
    <message>
        <source> and its %1 saved revisions</source>
        <translation>とその保存済みリビジョン %1 件</translation>
    </message>
    <message>
        <source>Edit → Undo brings it back while the project is open; the file loses it when you save.</source>
        <translation>プロジェクトを開いている間は「編集 → 元に戻す」で復元できます。保存するとファイルから削除されます。</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <source>Cannot delete the scenario</source>
        <translation>シナリオを削除できません</translation>
    </message>
    <message>
        <source>Deleted scenario “%1” (Undo brings it back)</source>
        <translation>シナリオ「%1」を削除しました（元に戻すと復活します）</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::UserGuideDialog</name>
    <message>
        <source>RightSizer user guide</source>
        <translation>RightSizer ユーザーガイド</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::AutoscalingChart</name>
    <message>
        <source>Demand (right axis)</source>
        <translation>需要（右軸）</translation>
    </message>
    <message>
        <source>Autoscaled replicas</source>
        <translation>オートスケールのレプリカ</translation>
    </message>
    <message>
        <source>On-prem fleet (whole nodes)</source>
        <translation>オンプレミスのフリート（ノード単位）</translation>
    </message>
    <message>
        <source>SLA risk: replicas starting</source>
        <translation>SLA リスク：レプリカ起動中</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>レプリカ</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>リクエスト/秒</translation>
    </message>
    <message>
        <source>Autoscaled replicas follow the demand hour by hour (at least the minimum replicas); on-prem runs the whole nodes bought for the peak so far with the headroom. Where replicas rise, the new ones serve only after the scale-up delay: those hours are at SLA risk.</source>
        <translation>オートスケールのレプリカは需要に 1 時間ごとに追従します（最小レプリカ数以上）。オンプレミスはこれまでのピークに余裕を加えて購入したノード単位で稼働します。レプリカが増えるとき、新しいレプリカはスケールアップの遅延後にしか処理できないため、その時間帯は SLA リスクがあります。</translation>
    </message>
    <message>
        <source>Autoscaled replicas (autoscaling is off)</source>
        <translation>オートスケールのレプリカ（オートスケーリングはオフ）</translation>
    </message>
    <message>
        <source>requests/s (a replica's height = %1 requests/s)</source>
        <translation>リクエスト/秒（レプリカ 1 つの高さ = %1 リクエスト/秒）</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CalibrationPanel</name>
    <message>
        <source>Import measurements…</source>
        <translation>測定値をインポート…</translation>
    </message>
    <message>
        <source>Reset calibration</source>
        <translation>キャリブレーションをリセット</translation>
    </message>
    <message>
        <source>Read benchmark runs (measurements CSV, vLLM benchmark_serving --save-result JSON, trtllm-bench report) and fit the efficiency factors of the groups they cover; undo takes it back</source>
        <translation>ベンチマーク結果（測定値 CSV、vLLM benchmark_serving --save-result の JSON、trtllm-bench のレポート）を読み込み、対象グループの効率係数をフィッティングします。元に戻すで取り消せます</translation>
    </message>
    <message>
        <source>Plan with the reference factors again (the runs are kept in the history; undo brings the calibration back)</source>
        <translation>参照の係数で再び計画します（実行結果は履歴に残ります。元に戻すとキャリブレーションが戻ります）</translation>
    </message>
    <message>
        <source>The calibration the estimates use, stored in the project file</source>
        <translation>推定に使うキャリブレーション（プロジェクトファイルに保存）</translation>
    </message>
    <message>
        <source>Each run's readings, measured against predicted before and after the fit; greyed rows take no part in the fit</source>
        <translation>各実行の測定値と、フィッティング前後の予測値の比較。灰色の行はフィッティングに使いません</translation>
    </message>
    <message>
        <source>The efficiency factors fitted per GPU family and precision</source>
        <translation>GPU ファミリーと精度ごとにフィッティングした効率係数</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fitted factors&lt;/b&gt;</source>
        <translation>&lt;b&gt;フィッティングした係数&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Measured against predicted&lt;/b&gt;</source>
        <translation>&lt;b&gt;測定値と予測値&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Import benchmark measurements</source>
        <translation>ベンチマーク測定値のインポート</translation>
    </message>
    <message>
        <source>Benchmark runs (*.csv *.json *.jsonl);;All files (*)</source>
        <translation>ベンチマーク結果 (*.csv *.json *.jsonl);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The files hold no runs</source>
        <translation>ファイルに実行結果がありません</translation>
    </message>
    <message>
        <source>Calibrate on %1</source>
        <translation>%1 でキャリブレーション</translation>
    </message>
    <message>
        <source>Not calibrated: estimates use the reference efficiency factors. Import your own benchmark runs to fit them to your stack.</source>
        <translation>未キャリブレーション：推定は参照の効率係数を使います。ご自身のベンチマーク結果をインポートして、スタックに合わせてください。</translation>
    </message>
    <message>
        <source>Calibrated on %1 runs in %2 groups: RMS log error %3 → %4 (saved with the project)</source>
        <translation>%2 グループの %1 件の実行でキャリブレーション済み：対数誤差の RMS %3 → %4（プロジェクトに保存）</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CandidatesView</name>
    <message>
        <source>Show rejected</source>
        <translation>除外を表示</translation>
    </message>
    <message>
        <source>Filter by GPU or precision, e.g. h100 fp8</source>
        <translation>GPU または精度で絞り込み（例：h100 fp8）</translation>
    </message>
    <message>
        <source>Shows candidates whose GPU, precision or layout starts with every word typed</source>
        <translation>GPU・精度・レイアウトが入力したすべての語で始まる候補を表示します</translation>
    </message>
    <message>
        <source>List the configurations the planner rejected, with why</source>
        <translation>プランナーが除外した構成と理由を一覧表示します</translation>
    </message>
    <message>
        <source>No evaluation</source>
        <translation>評価なし</translation>
    </message>
    <message>
        <source>%1 meet the SLA · %2 rejected</source>
        <translation>%1 個が SLA を満たす · %2 個を除外</translation>
    </message>
    <message>
        <source>%1 meet the deadline · %2 rejected</source>
        <translation>%1 個が期限を満たす · %2 個を除外</translation>
    </message>
    <message>
        <source> · %1 larger layouts not listed</source>
        <translation> · より大きなレイアウト %1 件は非表示</translation>
    </message>
    <message>
        <source> · %1 shown</source>
        <translation> · %1 件を表示</translation>
    </message>
    <message>
        <source>Disaggregated serving (runtime.disaggregation in the scenario): the cheapest prefill/decode split that meets the SLA at the grown demand, against rank 1; its pools, KV transfer and latencies are in the detail pane</source>
        <translation>分離型サービング（シナリオの runtime.disaggregation）：増加後の需要で SLA を満たす最も安いプリフィル/デコード分割を 1 位と比較。各プール、KV 転送、レイテンシは詳細ペインに表示</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogEditor</name>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>価格</translation>
    </message>
    <message>
        <source>Catalog database: %1</source>
        <translation>カタログのデータベース：%1</translation>
    </message>
    <message>
        <source>The catalog database cannot be opened, so it cannot be edited: %1</source>
        <translation>カタログのデータベースを開けないため編集できません：%1</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>編集…</translation>
    </message>
    <message>
        <source>Edit the current row as JSON, with the source and date of its figures</source>
        <translation>現在の行を JSON で編集します（値の出典と日付も）</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <source>Add a row: a copy of the current row under a new id</source>
        <translation>行を追加します：現在の行を新しい ID でコピー</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Hide the current bundled row, or remove your added row</source>
        <translation>現在の付属の行を隠すか、追加した行を削除します</translation>
    </message>
    <message>
        <source>Reset to bundled</source>
        <translation>付属の値に戻す</translation>
    </message>
    <message>
        <source>Drop your edit, addition or deletion of the current row</source>
        <translation>現在の行に対する編集・追加・削除を取り消します</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>元に戻す：%1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>やり直し：%1</translation>
    </message>
    <message>
        <source>No catalog</source>
        <translation>カタログなし</translation>
    </message>
    <message>
        <source>%1, %2 edited, %3 added</source>
        <translation>%1、編集 %2 件、追加 %3 件</translation>
    </message>
    <message>
        <source>, %1 deleted</source>
        <translation>、削除 %1 件</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <source> (%1 shown)</source>
        <translation>（%1 件を表示）</translation>
    </message>
    <message>
        <source>Edit %1 %2</source>
        <translation>%1 %2 を編集</translation>
    </message>
    <message>
        <source>Add %1 %2</source>
        <translation>%1 %2 を追加</translation>
    </message>
    <message>
        <source>Add a %1 (a copy of %2)</source>
        <translation>%1 を追加（%2 のコピー）</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogKindPage</name>
    <message>
        <source>Show deleted</source>
        <translation>削除済みを表示</translation>
    </message>
    <message>
        <source>Filter: words found in any column, e.g. nvidia sxm</source>
        <translation>絞り込み：いずれかの列に含まれる語（例：nvidia sxm）</translation>
    </message>
    <message>
        <source>Shows the rows that hold every word typed, in any column</source>
        <translation>入力したすべての語をいずれかの列に含む行を表示します</translation>
    </message>
    <message>
        <source>List the bundled rows you deleted, so that you can reset them</source>
        <translation>削除した付属の行を一覧表示し、元に戻せるようにします</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogRowDialog</name>
    <message>
        <source>A new id (no spaces); it is written into the JSON</source>
        <translation>新しい ID（空白なし）。JSON に書き込まれます</translation>
    </message>
    <message>
        <source>The row's id (an edit keeps it)</source>
        <translation>行の ID（編集しても変わりません）</translation>
    </message>
    <message>
        <source>The row in the catalog's own format (as in catalog/data)</source>
        <translation>カタログ独自の形式の行（catalog/data と同じ）</translation>
    </message>
    <message>
        <source>Where the figures come from: URL, document, measurement</source>
        <translation>値の出典：URL、文書、測定</translation>
    </message>
    <message>
        <source>YYYY-MM-DD (empty: today)</source>
        <translation>YYYY-MM-DD（空欄：今日）</translation>
    </message>
    <message>
        <source>ID:</source>
        <translation>ID：</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>出典：</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>日付：</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogSession</name>
    <message>
        <source> Run `rightsizer catalog rebuild` to do that.</source>
        <translation> そのためには `rightsizer catalog rebuild` を実行してください。</translation>
    </message>
    <message>
        <source>Delete %1 %2</source>
        <translation>%1 %2 を削除</translation>
    </message>
    <message>
        <source>Reset %1 %2 to bundled</source>
        <translation>%1 %2 を付属の値に戻す</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogTableModel</name>
    <message>
        <source>%1 '%2'.%3: '%4' is not a number</source>
        <translation>%1「%2」.%3：「%4」は数値ではありません</translation>
    </message>
    <message>
        <source>%1 %2 refused (stored as %3): %4</source>
        <translation>%1 %2 は受け付けられません（%3 として保存）：%4</translation>
    </message>
    <message>
        <source>was %1 %2</source>
        <translation>以前は %1 %2</translation>
    </message>
    <message>
        <source>Edit %1 %2: %3 %4</source>
        <translation>%1 %2 を編集：%3 %4</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogWindow</name>
    <message>
        <source>Catalog — %1</source>
        <translation>カタログ — %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ComparisonCostChart</name>
    <message>
        <source>Cost of each entry's recommended configuration</source>
        <translation>各項目の推奨構成のコスト</translation>
    </message>
    <message>
        <source>$ per M output tokens</source>
        <translation>出力トークン 100 万あたり $</translation>
    </message>
    <message>
        <source>$ per month, on-demand</source>
        <translation>月額 $（オンデマンド）</translation>
    </message>
    <message>
        <source>USD per million output tokens</source>
        <translation>出力トークン 100 万あたり USD</translation>
    </message>
    <message>
        <source>USD per month (thousands)</source>
        <translation>月額 USD（千）</translation>
    </message>
    <message>
        <source>Left bars: USD per million output tokens at today's demand (left axis). Right bars: on-demand cost of the deployment per month (right axis). Both for the planner's recommended configuration of each entry.</source>
        <translation>左の棒：現在の需要での出力トークン 100 万あたり USD（左軸）。右の棒：デプロイメントの月額オンデマンドコスト（右軸）。いずれも各項目でプランナーが推奨する構成の値です。</translation>
    </message>
    <message>
        <source>%1 (computing…)</source>
        <translation>%1（計算中…）</translation>
    </message>
    <message>
        <source>%1 (no priced plan)</source>
        <translation>%1（価格の付いたプランなし）</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ComparisonTableModel</name>
    <message>
        <source>Inputs</source>
        <translation>入力</translation>
    </message>
    <message>
        <source>The scenario's fields as its file holds them</source>
        <translation>シナリオのファイルに保存されているフィールド</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>What the engine recommends for each entry</source>
        <translation>エンジンが各項目に推奨する内容</translation>
    </message>
    <message>
        <source>— (not set: default)</source>
        <translation>—（未設定：既定値）</translation>
    </message>
    <message>
        <source>The file leaves %1 out: the engine's default applies</source>
        <translation>ファイルに %1 がありません：エンジンの既定値が適用されます</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>エラー：%1</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>フィールド</translation>
    </message>
    <message>
        <source>Scenario field (path in the scenario file) or result</source>
        <translation>シナリオのフィールド（シナリオファイル内のパス）または結果</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ComparisonTcoChart</name>
    <message>
        <source>Month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>累積コスト</translation>
    </message>
    <message>
        <source>Cumulative cost of each entry's recommended TCO option (the way of paying with the lowest net present value), month by month over its horizon; the last point is the option's total. Hover a line for its values.</source>
        <translation>各項目で推奨される TCO の選択肢（正味現在価値が最小の支払い方法）の、期間全体にわたる月ごとの累積コスト。最後の点がその選択肢の総額です。線にカーソルを合わせると値が表示されます。</translation>
    </message>
    <message>
        <source>%1 (%2): %3 by month %4</source>
        <translation>%1（%2）：%4 か月目までに %3</translation>
    </message>
    <message>
        <source>Cumulative TCO, recommended option of each entry</source>
        <translation>累積 TCO（各項目の推奨の選択肢）</translation>
    </message>
    <message>
        <source>No TCO: %1</source>
        <translation>TCO なし：%1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ComparisonView</name>
    <message>
        <source>Scenarios and saved revisions</source>
        <translation>シナリオと保存済みリビジョン</translation>
    </message>
    <message>
        <source>Tick two or more entries to compare them side by side</source>
        <translation>2 つ以上の項目をチェックすると並べて比較できます</translation>
    </message>
    <message>
        <source>Show only differences</source>
        <translation>差分のみ表示</translation>
    </message>
    <message>
        <source>Hide the rows whose values are the same in every entry</source>
        <translation>すべての項目で値が同じ行を隠します</translation>
    </message>
    <message>
        <source>This project has one scenario and no saved revision: save a revision or add scenarios to compare (Scenario → New Scenario… or Duplicate Scenario…, Ctrl+D).</source>
        <translation>このプロジェクトにはシナリオが 1 つだけで、保存済みリビジョンがありません。比較するにはリビジョンを保存するか、シナリオを追加してください（シナリオ → 新規シナリオ… または シナリオを複製…、Ctrl+D）。</translation>
    </message>
    <message>
        <source>Pick at least two entries to compare, for example the current edit and its last saved revision.</source>
        <translation>比較する項目を 2 つ以上選んでください（例：現在の編集内容と最後に保存したリビジョン）。</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <source>1 input differs</source>
        <translation>入力 1 件が異なります</translation>
    </message>
    <message>
        <source>%1 inputs differ</source>
        <translation>入力 %1 件が異なります</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ContextFitChart</name>
    <message>
        <source>Running batch (log)</source>
        <translation>実行中バッチ（対数）</translation>
    </message>
    <message>
        <source>Prompt tokens (log₂)</source>
        <translation>プロンプトのトークン（log₂）</translation>
    </message>
    <message>
        <source>Selected batch</source>
        <translation>選択したバッチ</translation>
    </message>
    <message>
        <source>Selected prompt</source>
        <translation>選択したプロンプト</translation>
    </message>
    <message>
        <source>Focused GPU</source>
        <translation>注目の GPU</translation>
    </message>
    <message>
        <source>%1 TP%2 PP%3</source>
        <translation>%1 TP%2 PP%3</translation>
    </message>
    <message>
        <source>%1 TP%2</source>
        <translation>%1 TP%2</translation>
    </message>
    <message>
        <source> (rejected: not native)</source>
        <translation>（除外：ネイティブでない）</translation>
    </message>
    <message>
        <source>Largest prompt that fits — %1, %2 output tokens, %3 of %4 GPUs</source>
        <translation>収まる最長のプロンプト — %1、出力 %2 トークン、GPU %4 個中 %3 個</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CostPerTokenChart</name>
    <message>
        <source>USD per million output tokens</source>
        <translation>出力トークン 100 万あたり USD</translation>
    </message>
    <message>
        <source>%1 TP%2</source>
        <translation>%1 TP%2</translation>
    </message>
    <message>
        <source> PP%1</source>
        <translation> PP%1</translation>
    </message>
    <message>
        <source>%1 dearer</source>
        <translation>%1 個はより高価</translation>
    </message>
    <message>
        <source>%1 unpriced</source>
        <translation>%1 個は価格なし</translation>
    </message>
    <message>
        <source>%1 do not fit</source>
        <translation>%1 個は収まらない</translation>
    </message>
    <message>
        <source>%1 rejected: %2 not native</source>
        <translation>%1 個を除外：%2 がネイティブでない</translation>
    </message>
    <message>
        <source>USD per million output tokens — %1, batch %2, %3-token prompt</source>
        <translation>出力トークン 100 万あたり USD — %1、バッチ %2、%3 トークンのプロンプト</translation>
    </message>
    <message>
        <source>GPUs left out: %1</source>
        <translation>除外した GPU：%1</translation>
    </message>
    <message>
        <source>Each GPU's cheapest layout whose memory fits at this batch and prompt: USD per GPU-hour / (output tokens/s per GPU × 3600) × 10⁶, every GPU busy at that batch. The candidates' $/M tokens is never below it: their fleet is sized for the peak and costed at the mean load.</source>
        <translation>このバッチとプロンプトでメモリに収まる各 GPU の最安レイアウト：GPU 時間あたり USD /（GPU あたり出力トークン/秒 × 3600）× 10⁶。すべての GPU がこのバッチで稼働している前提です。候補の $/100万トークンはこれを下回りません（フリートはピークに合わせてサイジングされ、平均負荷でコスト計算されるため）。</translation>
    </message>
    <message>
        <source>No price: %1.</source>
        <translation>価格なし：%1。</translation>
    </message>
    <message>
        <source>Does not fit: %1.</source>
        <translation>収まらない：%1。</translation>
    </message>
    <message>
        <source>Rejected by the planner, %1 not native (allow_non_native to accept): %2.</source>
        <translation>プランナーが除外、%1 がネイティブでない（許可するには allow_non_native）：%2。</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandImportDialog</name>
    <message>
        <source>Import demand — %1</source>
        <translation>需要のインポート — %1</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>インポート</translation>
    </message>
    <message>
        <source>Show rejected rows only</source>
        <translation>除外した行のみ表示</translation>
    </message>
    <message>
        <source>Resulting weekly profile: the hourly means of the good rows (requests/s)</source>
        <translation>得られる週間プロファイル：有効な行の時間帯ごとの平均（リクエスト/秒）</translation>
    </message>
    <message>
        <source>Nothing can be read from %1.</source>
        <translation>%1 からは何も読み込めません。</translation>
    </message>
    <message>
        <source>%1 rows, %2 rejected</source>
        <translation>%1 行、%2 行を除外</translation>
    </message>
    <message>
        <source>, covers %1 .. %2</source>
        <translation>、期間 %1 .. %2</translation>
    </message>
    <message>
        <source>, every hour of the week covered.</source>
        <translation>、週のすべての時間帯を網羅。</translation>
    </message>
    <message>
        <source>, %1 of the week's 168 hours covered (missing: %2).</source>
        <translation>、週 168 時間のうち %1 時間を網羅（欠落：%2）。</translation>
    </message>
    <message>
        <source>Import without the rejected row</source>
        <translation>除外した行を除いてインポート</translation>
    </message>
    <message>
        <source>Import without the %1 rejected rows</source>
        <translation>除外した %1 行を除いてインポート</translation>
    </message>
    <message>
        <source>Nothing can be imported: a weekly profile needs a good row in every hour of the week, and nothing is guessed. Fix the file and import it again.</source>
        <translation>インポートできません。週間プロファイルには週のすべての時間帯に有効な行が必要で、推測による補完は行いません。ファイルを修正して再度インポートしてください。</translation>
    </message>
    <message>
        <source>Replaces the scenario's weekly demand by these hourly means (undoable)</source>
        <translation>シナリオの週間需要をこれらの時間帯ごとの平均に置き換えます（元に戻せます）</translation>
    </message>
    <message>
        <source>%1 (%2 samples, %3 .. %4</source>
        <translation>%1（サンプル %2 件、%3 .. %4</translation>
    </message>
    <message>
        <source>; %1 rows rejected</source>
        <translation>。%1 行を除外</translation>
    </message>
    <message>
        <source>Import demand from %1</source>
        <translation>%1 から需要をインポート</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandProfileChart</name>
    <message>
        <source>Demand (requests/s)</source>
        <translation>需要（リクエスト/秒）</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>リクエスト/秒</translation>
    </message>
    <message>
        <source>Mean requests/s in each hour of the week, Monday 00:00 first: the profile the TCO repeats every week (scaled by the demand growth of each month).</source>
        <translation>週の各時間帯の平均リクエスト/秒（月曜 00:00 から）：TCO が毎週繰り返すプロファイル（各月の需要成長で拡大）。</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandProfileModel</name>
    <message>
        <source>%1: %2 requests/s
Source: %3
Double-click to edit; the edit is one undo step.</source>
        <translation>%1：%2 リクエスト/秒
出典：%3
ダブルクリックで編集。編集は元に戻す 1 ステップです。</translation>
    </message>
    <message>
        <source>Requests/s from %1:00 to %2:00</source>
        <translation>%1:00～%2:00 のリクエスト/秒</translation>
    </message>
    <message>
        <source>Requests/s on %1, hour by hour</source>
        <translation>%1 の時間ごとのリクエスト/秒</translation>
    </message>
    <message>
        <source>tco.demand.weekly_requests_per_s[%1]: '%2' is not a number; give requests/s from 0 to 1e+06</source>
        <translation>tco.demand.weekly_requests_per_s[%1]：「%2」は数値ではありません。0～1e+06 のリクエスト/秒を指定してください</translation>
    </message>
    <message>
        <source>Edit demand %1</source>
        <translation>需要 %1 を編集</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandRowsModel</name>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>The line of the file (the header is line 1)</source>
        <translation>ファイルの行番号（ヘッダーが 1 行目）</translation>
    </message>
    <message>
        <source>Timestamp</source>
        <translation>タイムスタンプ</translation>
    </message>
    <message>
        <source>The row's time as the file gives it</source>
        <translation>ファイルに記載された行の時刻</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <translation>リクエスト/秒</translation>
    </message>
    <message>
        <source>The request rate the row gives, in requests per second; empty where it could not be read</source>
        <translation>行に記載されたリクエストレート（毎秒リクエスト数）。読み込めなかった場合は空</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>"ok" for a row that is used, else why it is rejected</source>
        <translation>使用する行は「ok」、それ以外は除外の理由</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>Line %1 is used</source>
        <translation>%1 行目は使用されます</translation>
    </message>
    <message>
        <source>Line %1 is rejected: %2</source>
        <translation>%1 行目は除外されます：%2</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandView</name>
    <message>
        <source>Weekly demand</source>
        <translation>週間の需要</translation>
    </message>
    <message>
        <source>Autoscaling</source>
        <translation>オートスケーリング</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>CSV をインポート…</translation>
    </message>
    <message>
        <source>Read a CSV of timestamp,requests_per_s rows (ISO 8601 or Unix seconds) into the weekly profile: each hour of the week gets the mean of its samples. A preview shows every row first. The profile's busiest hour is then the peak the fleet is sized for, and its mean the load costs per token divide by.</source>
        <translation>timestamp,requests_per_s 形式（ISO 8601 または Unix 秒）の CSV を週間プロファイルに読み込みます。週の各時間帯にはそのサンプルの平均が入ります。最初にすべての行をプレビューします。その後、プロファイルで最も混む時間帯がフリートをサイジングするピークとなり、その平均がトークンあたりコストの計算に使う負荷になります。</translation>
    </message>
    <message>
        <source>Reset to default profile</source>
        <translation>既定のプロファイルに戻す</translation>
    </message>
    <message>
        <source>Use the default daytime profile again, peaking at Peak requests/s (workload.requests_per_s) and reshaped to Mean requests/s when that is given (undoable)</source>
        <translation>既定の日中プロファイルに戻します。ピークはピーク時リクエスト/秒（workload.requests_per_s）で、平均リクエスト/秒が指定されていればそれに合わせて調整します（元に戻せます）</translation>
    </message>
    <message>
        <source>Requests/s by hour of the week (rows: days, columns: hour of the day, local time)</source>
        <translation>週の時間帯ごとのリクエスト/秒（行：曜日、列：時刻、現地時間）</translation>
    </message>
    <message>
        <source>Requests/s in each hour of the week; double-click a cell to edit</source>
        <translation>週の各時間帯のリクエスト/秒。セルをダブルクリックで編集</translation>
    </message>
    <message>
        <source>Month:</source>
        <translation>月：</translation>
    </message>
    <message>
        <source>Month of the horizon whose week is drawn: month 1 is today; later months carry the demand growth</source>
        <translation>週を描く期間内の月：1 か月目が現在で、以降の月には需要の成長が反映されます</translation>
    </message>
    <message>
        <source>Weekly demand: peak %1, mean %2</source>
        <translation>週間の需要：ピーク %1、平均 %2</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>リクエスト/秒</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>出典：%1</translation>
    </message>
    <message>
        <source>The demand view covers serving; this scenario trains (its TCO counts training runs per month, tco.training_runs_per_month).</source>
        <translation>需要ビューはサービング用です。このシナリオは学習です（TCO は月あたりの学習ジョブ数 tco.training_runs_per_month で計算します）。</translation>
    </message>
    <message>
        <source>The selected candidate is rejected: showing the recommended one.</source>
        <translation>選択した候補は除外されています。推奨の候補を表示しています。</translation>
    </message>
    <message>
        <source>No fleet to show: %1</source>
        <translation>表示するフリートがありません：%1</translation>
    </message>
    <message>
        <source>Autoscaling is off in the scenario (tco.cloud.autoscale): on-demand and spot pay for the fixed fleet around the clock, with no scale-up risk. The autoscaled line shows what autoscaling would do.</source>
        <translation>シナリオでオートスケーリングはオフです（tco.cloud.autoscale）。オンデマンドとスポットは固定フリートの料金を 24 時間払い、スケールアップのリスクはありません。オートスケールの線はオンにした場合の動きを示します。</translation>
    </message>
    <message>
        <source>Autoscaling: no fleet</source>
        <translation>オートスケーリング：フリートなし</translation>
    </message>
    <message>
        <source>Month 1 of %1 (today)</source>
        <translation>%1 か月中 1 か月目（現在）</translation>
    </message>
    <message>
        <source>Month %1 of %2</source>
        <translation>%2 か月中 %1 か月目</translation>
    </message>
    <message>
        <source> · demand × %1 of the profile</source>
        <translation> · 需要はプロファイルの %1 倍</translation>
    </message>
    <message>
        <source>Week of month %1 — %2</source>
        <translation>%1 か月目の週 — %2</translation>
    </message>
    <message>
        <source>Import demand CSV</source>
        <translation>需要 CSV のインポート</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV ファイル (*.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 を開けません：%2</translation>
    </message>
    <message>
        <source>Reset demand to the default profile</source>
        <translation>需要を既定のプロファイルに戻す</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DetailView</name>
    <message>
        <source>GiB per GPU</source>
        <translation>GPU あたり GiB</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>GPU あたり</translation>
    </message>
    <message>
        <source>Memory per GPU; the line marks the usable capacity</source>
        <translation>GPU あたりのメモリ。線は使用可能な容量を示します</translation>
    </message>
    <message>
        <source>No candidate selected</source>
        <translation>候補が選択されていません</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>重み</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV キャッシュ</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>活性化</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>勾配</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>オプティマイザ</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>オーバーヘッド</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>使用可能</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::LoadLatencyChart</name>
    <message>
        <source>Rejected (%1) — </source>
        <translation>除外（%1）— </translation>
    </message>
    <message>
        <source>TTFT p50</source>
        <translation>TTFT p50</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>SLA TTFT</source>
        <translation>SLA の TTFT</translation>
    </message>
    <message>
        <source>Demand today</source>
        <translation>現在の需要</translation>
    </message>
    <message>
        <source>Grown demand</source>
        <translation>成長後の需要</translation>
    </message>
    <message>
        <source>%1 %2 TP%3 PP%4</source>
        <translation>%1 %2 TP%3 PP%4</translation>
    </message>
    <message>
        <source>Latency vs load — %1: %2</source>
        <translation>レイテンシと負荷 — %1：%2</translation>
    </message>
    <message>
        <source>no load point</source>
        <translation>負荷点なし</translation>
    </message>
    <message>
        <source>Latency vs load — %1: saturated at every load simulated</source>
        <translation>レイテンシと負荷 — %1：シミュレーションしたすべての負荷で飽和</translation>
    </message>
    <message>
        <source>TTFT %1</source>
        <translation>TTFT %1</translation>
    </message>
    <message>
        <source>TPOT %1</source>
        <translation>TPOT %1</translation>
    </message>
    <message>
        <source>Requests/s on %1 replicas</source>
        <translation>%1 レプリカでのリクエスト/秒</translation>
    </message>
    <message>
        <source>Requests/s on one replica</source>
        <translation>1 レプリカでのリクエスト/秒</translation>
    </message>
    <message>
        <source>TTFT (s, log)</source>
        <translation>TTFT（s、対数）</translation>
    </message>
    <message>
        <source>TPOT %1 (ms)</source>
        <translation>TPOT %1（ms）</translation>
    </message>
    <message>
        <source>SLA %1 TTFT %2 s</source>
        <translation>SLA %1 TTFT %2 s</translation>
    </message>
    <message>
        <source>today %1 req/s</source>
        <translation>現在 %1 req/s</translation>
    </message>
    <message>
        <source>grown %1 req/s</source>
        <translation>成長後 %1 req/s</translation>
    </message>
    <message>
        <source>Latency vs load — %1 (saturates near %2 req/s)</source>
        <translation>レイテンシと負荷 — %1（%2 req/s 付近で飽和）</translation>
    </message>
    <message>
        <source>Latency vs load — %1</source>
        <translation>レイテンシと負荷 — %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::MeasuredView</name>
    <message>
        <source>Telemetry of a running deployment</source>
        <translation>稼働中のデプロイメントのテレメトリ</translation>
    </message>
    <message>
        <source>Is the deployment over- or under-provisioned? Read from its GPU counters</source>
        <translation>デプロイメントは過剰か不足か？ GPU カウンタから読み取ります</translation>
    </message>
    <message>
        <source>Calibration on your benchmark runs</source>
        <translation>ベンチマーク結果によるキャリブレーション</translation>
    </message>
    <message>
        <source>Fit the planner's efficiency factors to runs of your own stack</source>
        <translation>プランナーの効率係数をご自身のスタックでの実行結果に合わせてフィッティングします</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::PrometheusImportDialog</name>
    <message>
        <source>The Prometheus server that scrapes dcgm-exporter (http or https; https checks the certificate against the system's CA store)</source>
        <translation>dcgm-exporter を収集する Prometheus サーバー（http または https。https はシステムの CA ストアで証明書を検証）</translation>
    </message>
    <message>
        <source>How far back from the end: a number and one unit of s, m, h, d, w (30d, 12h)</source>
        <translation>終了時刻からさかのぼる長さ：数値と単位 s、m、h、d、w のいずれか（30d、12h）</translation>
    </message>
    <message>
        <source>now</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>End of the range: RFC 3339 (2026-10-01T06:00:00Z) or Unix seconds; empty for now</source>
        <translation>期間の終了：RFC 3339（2026-10-01T06:00:00Z）または Unix 秒。空欄なら現在</translation>
    </message>
    <message>
        <source>One sample per GPU and metric per step, the last of each; 15 s is dcgm-exporter's scrape interval, a longer step reads less</source>
        <translation>ステップごとに GPU とメトリクスあたり 1 サンプル（各ステップの最後）。15 秒は dcgm-exporter の収集間隔で、長いステップほど読み込みが少ない</translation>
    </message>
    <message>
        <source>Label matchers added to every metric, in braces: =, !=, =~, !~</source>
        <translation>すべてのメトリクスに付けるラベルマッチャー（波かっこ内）：=、!=、=~、!~</translation>
    </message>
    <message>
        <source>A file holding a bearer token; empty: the RIGHTSIZER_PROMETHEUS_TOKEN environment variable, if set. The token is not kept.</source>
        <translation>bearer トークンを含むファイル。空欄なら環境変数 RIGHTSIZER_PROMETHEUS_TOKEN（設定時）。トークンは保存されない。</translation>
    </message>
    <message>
        <source>Basic authentication; the password comes from the RIGHTSIZER_PROMETHEUS_PASSWORD environment variable</source>
        <translation>Basic 認証。パスワードは環境変数 RIGHTSIZER_PROMETHEUS_PASSWORD から取得</translation>
    </message>
    <message>
        <source>Import from Prometheus</source>
        <translation>Prometheus からインポート</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>How long to wait for each answer (1 to 600 s)</source>
        <translation>各応答の待ち時間（1〜600 秒）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>Choose the token file</source>
        <translation>トークンファイルを選択</translation>
    </message>
    <message>
        <source>Bearer token file</source>
        <translation>bearer トークンファイル</translation>
    </message>
    <message>
        <source>&amp;Server URL:</source>
        <translation>サーバー URL(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Range:</source>
        <translation>期間(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;End:</source>
        <translation>終了(&amp;E)：</translation>
    </message>
    <message>
        <source>S&amp;tep:</source>
        <translation>ステップ(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Label matchers:</source>
        <translation>ラベルマッチャー(&amp;L)：</translation>
    </message>
    <message>
        <source>Bearer to&amp;ken file:</source>
        <translation>bearer トークンファイル(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>ユーザー(&amp;U)：</translation>
    </message>
    <message>
        <source>T&amp;imeout:</source>
        <translation>タイムアウト(&amp;I)：</translation>
    </message>
    <message>
        <source>Reads the dcgm-exporter metrics (DCGM_FI_*) of the range from Prometheus's HTTP API, as &lt;code&gt;rightsizer profile --prometheus&lt;/code&gt; does. Gaps stay gaps; nothing is kept if any request fails.</source>
        <translation>Prometheus の HTTP API から期間内の dcgm-exporter メトリクス（DCGM_FI_*）を読み込む（&lt;code&gt;rightsizer profile --prometheus&lt;/code&gt; と同じ）。欠損は欠損のまま。どれか 1 つの要求が失敗すれば何も残さない。</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>インポート(&amp;I)</translation>
    </message>
    <message>
        <source>Server URL</source>
        <translation>サーバー URL</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>期間</translation>
    </message>
    <message>
        <source>End</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Label matchers</source>
        <translation>ラベルマッチャー</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>タイムアウト</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::RateDelegate</name>
    <message>
        <source>Requests/s, 0 to 1e+06; Return applies, Escape cancels</source>
        <translation>リクエスト/秒、0～1e+06。Enter で適用、Esc でキャンセル</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ReportDialog</name>
    <message>
        <source>Export Report — %1</source>
        <translation>レポートのエクスポート — %1</translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation>PDF を保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Write the previewed report as a PDF file</source>
        <translation>プレビュー中のレポートを PDF ファイルに書き出します</translation>
    </message>
    <message>
        <source>Scenarios in the report:</source>
        <translation>レポートに含めるシナリオ：</translation>
    </message>
    <message>
        <source>Each checked scenario gets its own section; two or more add a side-by-side comparison. Every scenario is reported as it is now in the workbench, unsaved edits included.</source>
        <translation>チェックした各シナリオに章が設けられ、2 つ以上なら並べた比較が加わります。各シナリオは、保存していない編集も含めてワークベンチ上の現在の状態で報告されます。</translation>
    </message>
    <message>
        <source>&amp;Update Preview</source>
        <translation>プレビューを更新(&amp;U)</translation>
    </message>
    <message>
        <source>Evaluate the checked scenarios again and regenerate the preview</source>
        <translation>チェックしたシナリオを再評価し、プレビューを作り直します</translation>
    </message>
    <message>
        <source>Each checked scenario gets its own section; two or more add a side-by-side comparison</source>
        <translation>チェックした各シナリオに章が設けられ、2 つ以上なら並べた比較が加わります</translation>
    </message>
    <message>
        <source>%1 (editing)</source>
        <translation>%1（編集中）</translation>
    </message>
    <message>
        <source>The scenario open in the workbench, as it is now (unsaved edits included)</source>
        <translation>ワークベンチで開いているシナリオの現在の状態（保存していない編集を含む）</translation>
    </message>
    <message>
        <source>As saved in the project</source>
        <translation>プロジェクトに保存された状態</translation>
    </message>
    <message>
        <source>%1 (cannot be read)</source>
        <translation>%1（読み込めません）</translation>
    </message>
    <message>
        <source>Paper size of the PDF (portrait)</source>
        <translation>PDF の用紙サイズ（縦）</translation>
    </message>
    <message>
        <source>&amp;Page size:</source>
        <translation>用紙サイズ(&amp;P)：</translation>
    </message>
    <message>
        <source>Name on the title page</source>
        <translation>表紙に載せる名前</translation>
    </message>
    <message>
        <source>Who prepared the report; printed on the title page</source>
        <translation>レポートの作成者。表紙に印刷されます</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>作成者(&amp;A)：</translation>
    </message>
    <message>
        <source>The report's date, on the title page and in every footer</source>
        <translation>レポートの日付。表紙と各ページのフッターに表示されます</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日付(&amp;D)：</translation>
    </message>
    <message>
        <source>Evaluating… %p%</source>
        <translation>評価中… %p%</translation>
    </message>
    <message>
        <source>Evaluating the checked scenarios (plan, what-if grid, TCO)</source>
        <translation>チェックしたシナリオを評価中（プラン、What-if グリッド、TCO）</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>キャンセル(&amp;N)</translation>
    </message>
    <message>
        <source>Stop evaluating; nothing is previewed or saved</source>
        <translation>評価を停止します。プレビューも保存も行われません</translation>
    </message>
    <message>
        <source>Fit Width</source>
        <translation>幅に合わせる</translation>
    </message>
    <message>
        <source>Zoom so that a page fills the preview's width</source>
        <translation>ページがプレビューの幅いっぱいになるよう拡大縮小します</translation>
    </message>
    <message>
        <source>Whole Page</source>
        <translation>ページ全体</translation>
    </message>
    <message>
        <source>Zoom so that a whole page shows</source>
        <translation>ページ全体が見えるよう拡大縮小します</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>拡大</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>拡大</translation>
    </message>
    <message>
        <source>Pages of the report as it will be saved</source>
        <translation>保存されるレポートのページ</translation>
    </message>
    <message>
        <source>Nothing to preview: check a scenario.</source>
        <translation>プレビューするものがありません。シナリオをチェックしてください。</translation>
    </message>
    <message>
        <source>Check at least one scenario: the report needs one.</source>
        <translation>少なくとも 1 つのシナリオをチェックしてください。レポートには 1 つ必要です。</translation>
    </message>
    <message>
        <source>Preparing the report…</source>
        <translation>レポートを準備中…</translation>
    </message>
    <message>
        <source>Cancelled: nothing to preview.</source>
        <translation>キャンセルしました。プレビューするものはありません。</translation>
    </message>
    <message>
        <source>Cancelled: nothing to preview or save. Change an option or press Update Preview to prepare the report.</source>
        <translation>キャンセルしました。プレビューも保存もできません。オプションを変更するか「プレビューを更新」を押してレポートを準備してください。</translation>
    </message>
    <message>
        <source>The report cannot be prepared: %1</source>
        <translation>レポートを準備できません：%1</translation>
    </message>
    <message>
        <source>No preview: the report cannot be prepared.</source>
        <translation>プレビューなし：レポートを準備できません。</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>Preparing…</source>
        <translation>準備中…</translation>
    </message>
    <message>
        <source>No preview</source>
        <translation>プレビューなし</translation>
    </message>
    <message>
        <source>Save report as PDF</source>
        <translation>レポートを PDF で保存</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>保存されませんでした：%1</translation>
    </message>
    <message>
        <source>Saved %1 to %2</source>
        <translation>%1 を %2 に保存しました</translation>
    </message>
    <message>
        <source>The language the report is written in; its numbers follow that language's conventions (English: as the command line prints them)</source>
        <translation>レポートの言語。数値はその言語の表記に従います（英語：コマンドラインの出力と同じ）</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L)：</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::RooflineChart</name>
    <message>
        <source>Arithmetic intensity (FLOP/byte, log)</source>
        <translation>演算強度（FLOP/バイト、対数）</translation>
    </message>
    <message>
        <source>TFLOP/s per GPU (log)</source>
        <translation>GPU あたり TFLOP/s（対数）</translation>
    </message>
    <message>
        <source>Prefill (1 request)</source>
        <translation>プリフィル（1 リクエスト）</translation>
    </message>
    <message>
        <source>Decode step (batch)</source>
        <translation>デコードステップ（バッチ）</translation>
    </message>
    <message>
        <source>Roofline — %1 does not run %2</source>
        <translation>ルーフライン — %1 は %2 を実行できません</translation>
    </message>
    <message>
        <source>Roof %1 TFLOP/s, %2 TB/s</source>
        <translation>ルーフ %1 TFLOP/s、%2 TB/s</translation>
    </message>
    <message>
        <source>%1: %2 TFLOP/s at %3 FLOP/B</source>
        <translation>%1：%3 FLOP/B で %2 TFLOP/s</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>プリフィル</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>デコード</translation>
    </message>
    <message>
        <source>Roofline — %1 %2 TP%3 PP%4 (ridge %5 FLOP/B)</source>
        <translation>ルーフライン — %1 %2 TP%3 PP%4（リッジ %5 FLOP/B）</translation>
    </message>
    <message>
        <source>Rejected (%1 not native) — </source>
        <translation>除外（%1 がネイティブでない）— </translation>
    </message>
    <message>
        <source>Does not fit at batch %1 — </source>
        <translation>バッチ %1 では収まらない — </translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ScenarioEditor</name>
    <message>
        <source>Serving workload</source>
        <translation>サービングのワークロード</translation>
    </message>
    <message>
        <source>Training workload</source>
        <translation>学習のワークロード</translation>
    </message>
    <message>
        <source>Service level (SLA)</source>
        <translation>サービスレベル (SLA)</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>制限</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoCumulativeChart</name>
    <message>
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>Bold, thick line: the recommended option (lowest NPV; for serving, spot is left out: it can be reclaimed)</source>
        <translation>太い線：推奨の選択肢（正味現在価値が最小。サービングではスポットを除外：回収される可能性があるため）</translation>
    </message>
    <message>
        <source>Cash paid for each option from month 1 to the end of the horizon (undiscounted; resale value credited in the last month). The thicker line is the recommended option, the one with the lowest net present value (for serving, of the options that keep the SLA: spot is left out, it can be reclaimed).</source>
        <translation>各選択肢で 1 か月目から期間末までに支払う金額（割引なし。残存価値は最終月に計上）。太い線が推奨の選択肢で、正味現在価値が最小のものです（サービングでは SLA を守る選択肢の中から。スポットは回収される可能性があるため除外）。</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>累積コスト</translation>
    </message>
    <message>
        <source>break-even</source>
        <translation>損益分岐</translation>
    </message>
    <message>
        <source>break-even month %1</source>
        <translation>%1 か月目に損益分岐</translation>
    </message>
    <message>
        <source>Cumulative cost over %1 months</source>
        <translation>%1 か月の累積コスト</translation>
    </message>
    <message>
        <source>on-prem unavailable (see below)</source>
        <translation>オンプレミスは利用不可（下記参照）</translation>
    </message>
    <message>
        <source>no cloud option to compare on-prem with</source>
        <translation>オンプレミスと比較するクラウドの選択肢がありません</translation>
    </message>
    <message>
        <source>on-prem breaks even with %1 in month %2</source>
        <translation>オンプレミスは %2 か月目に %1 と損益分岐</translation>
    </message>
    <message>
        <source>on-prem does not break even with %1 within %2 months</source>
        <translation>オンプレミスは %2 か月以内に %1 と損益分岐しません</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoInputModel</name>
    <message>
        <source>tco.cloud.autoscale: on, on-demand and spot replicas follow the weekly demand; off, they run the peak fleet around the clock.</source>
        <translation>tco.cloud.autoscale：オンならオンデマンドとスポットのレプリカが週間需要に追従し、オフならピーク時のフリートを 24 時間稼働させます。</translation>
    </message>
    <message>
        <source>tco.horizon_months: months costed, a whole number from 1 to 240.</source>
        <translation>tco.horizon_months：コストを計算する月数（1～240 の整数）。</translation>
    </message>
    <message>
        <source>tco.%1: accepted %2 to %3 %4. Double-click to edit; Reset to default takes the catalog's or the stated default.</source>
        <translation>tco.%1：%2～%3 %4 を指定できます。ダブルクリックで編集。「既定値に戻す」でカタログの値または記載の既定値に戻ります。</translation>
    </message>
    <message>
        <source>tco.%1: “%2” is not a number</source>
        <translation>tco.%1：「%2」は数値ではありません</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>%1 を設定</translation>
    </message>
    <message>
        <source>Reset %1</source>
        <translation>%1 をリセット</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoInputsPanel</name>
    <message>
        <source>Reset to default</source>
        <translation>既定値に戻す</translation>
    </message>
    <message>
        <source>&lt;b&gt;Inputs&lt;/b&gt; — bold: set by the scenario; double-click a value to change it (Undo reverts)</source>
        <translation>&lt;b&gt;入力&lt;/b&gt; — 太字：シナリオで設定済み。値をダブルクリックで変更（元に戻すで取り消し）</translation>
    </message>
    <message>
        <source>Takes the selected input back to its default: the catalog's price or the stated assumption (one undo step).</source>
        <translation>選択した入力を既定値（カタログの価格または記載の前提）に戻します（元に戻す 1 ステップ）。</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoMonthlyChart</name>
    <message>
        <source>capital</source>
        <translation>設備投資</translation>
    </message>
    <message>
        <source>power</source>
        <translation>電力</translation>
    </message>
    <message>
        <source>space</source>
        <translation>スペース</translation>
    </message>
    <message>
        <source>support</source>
        <translation>サポート</translation>
    </message>
    <message>
        <source>staff</source>
        <translation>人件費</translation>
    </message>
    <message>
        <source>cloud hours</source>
        <translation>クラウド時間</translation>
    </message>
    <message>
        <source>resale</source>
        <translation>売却</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>USD per month</source>
        <translation>月額 USD</translation>
    </message>
    <message>
        <source>Cash paid each month, by component. Capital is the purchase (or the loan payments when financed); the last month carries the resale value as a negative bar, the loan balance still owed and reserved terms running past the horizon.</source>
        <translation>各月の支払額を構成要素ごとに示します。設備投資は購入費（融資の場合はローン返済）。最終月には残存価値がマイナスの棒で、未返済のローン残高と期間を超えるリザーブド契約が計上されます。</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>月額コスト</translation>
    </message>
    <message>
        <source>Monthly cost by component — %1</source>
        <translation>構成要素別の月額コスト — %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoOptionBarsChart</name>
    <message>
        <source>net present value</source>
        <translation>正味現在価値</translation>
    </message>
    <message>
        <source>cost per unit</source>
        <translation>単位コスト</translation>
    </message>
    <message>
        <source>Net present value</source>
        <translation>正味現在価値</translation>
    </message>
    <message>
        <source>Cost per unit</source>
        <translation>単位コスト</translation>
    </message>
    <message>
        <source>M output tokens</source>
        <translation>100 万出力トークン</translation>
    </message>
    <message>
        <source>training run</source>
        <translation>学習ジョブ</translation>
    </message>
    <message>
        <source>Net present value at %1/year</source>
        <translation>年 %1 での正味現在価値</translation>
    </message>
    <message>
        <source>USD per %1</source>
        <translation>%1 あたり USD</translation>
    </message>
    <message>
        <source>highlighted: %1 (lowest NPV that keeps the SLA; spot costs less but can be reclaimed)</source>
        <translation>強調表示：%1（SLA を守る最小の正味現在価値。スポットは安価ですが回収される場合があります）</translation>
    </message>
    <message>
        <source>highlighted: %1 (lowest NPV)</source>
        <translation>強調表示：%1（正味現在価値が最小）</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;%1&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;td align="right"&gt;%3&lt;/td&gt;&lt;td align="right"&gt;%4 – %5&lt;/td&gt;&lt;td align="right"&gt;%6&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;%1&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;td align="right"&gt;%3&lt;/td&gt;&lt;td align="right"&gt;%4 – %5&lt;/td&gt;&lt;td align="right"&gt;%6&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Net present value: each month's cash discounted at the scenario's rate. Cost per unit: the total over the horizon divided by the %1 served. The 90 % band is the total with the throughput at the ends of its 90 % band.&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;Option&lt;/th&gt;&lt;th&gt;NPV&lt;/th&gt;&lt;th&gt;Total&lt;/th&gt;&lt;th&gt;Total, 90 % band&lt;/th&gt;&lt;th&gt;USD per %1&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</source>
        <translation>&lt;p&gt;正味現在価値：各月の支払額をシナリオの割引率で割り引いたもの。単位コスト：期間全体の総額を処理した %1 の量で割ったもの。90 % 区間は、スループットをその 90 % 区間の両端にした場合の総額です。&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;選択肢&lt;/th&gt;&lt;th&gt;NPV&lt;/th&gt;&lt;th&gt;総額&lt;/th&gt;&lt;th&gt;総額（90 % 区間）&lt;/th&gt;&lt;th&gt;%1 あたり USD&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoView</name>
    <message>
        <source>No evaluation yet.</source>
        <translation>まだ評価がありません。</translation>
    </message>
    <message>
        <source>The option whose monthly cost is broken down</source>
        <translation>月額コストの内訳を表示する選択肢</translation>
    </message>
    <message>
        <source>Monthly cost of</source>
        <translation>月額コスト：</translation>
    </message>
    <message>
        <source>No TCO: %1.</source>
        <translation>TCO なし：%1。</translation>
    </message>
    <message>
        <source>No TCO for the plan's first configuration: %1.</source>
        <translation>プランの第 1 構成の TCO なし：%1。</translation>
    </message>
    <message>
        <source>No TCO for plan rank %1: %2.</source>
        <translation>プランの %1 位の TCO なし：%2。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Costed:&lt;/b&gt; %1 — plan rank %2 of %3</source>
        <translation>&lt;b&gt;コスト計算：&lt;/b&gt;%1 — プランの %3 件中 %2 位</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total cost of ownership&lt;/b&gt;</source>
        <translation>&lt;b&gt;総所有コスト&lt;/b&gt;</translation>
    </message>
    <message>
        <source> &lt;i&gt;(the selected configuration does not meet the target, so the plan's first is costed)&lt;/i&gt;</source>
        <translation> &lt;i&gt;（選択した構成は目標を満たさないため、プランの第 1 構成のコストを計算しています）&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Lowest net present value that keeps the SLA: &lt;b&gt;%1&lt;/b&gt;, %2 (%3 over %4 months, %5 per %6); spot costs less but can be reclaimed</source>
        <translation>SLA を守る最小の正味現在価値：&lt;b&gt;%1&lt;/b&gt;、%2（%4 か月で %3、%6 あたり %5）。スポットは安価ですが回収される場合があります</translation>
    </message>
    <message>
        <source>Lowest net present value: &lt;b&gt;%1&lt;/b&gt;, %2 (%3 over %4 months, %5 per %6)</source>
        <translation>最小の正味現在価値：&lt;b&gt;%1&lt;/b&gt;、%2（%4 か月で %3、%6 あたり %5）</translation>
    </message>
    <message>
        <source>No option can be priced for this configuration (see the reasons below).</source>
        <translation>この構成では価格を付けられる選択肢がありません（理由は下記）。</translation>
    </message>
    <message>
        <source>On-demand %1: %2 per M tokens; the candidates table's %3 is the planned fleet (sized for the peak) around the clock at the mean load%4.</source>
        <translation>オンデマンド %1：100 万トークンあたり %2。候補表の %3 は、計画フリート（ピークに合わせたもの）を平均負荷で 24 時間稼働させた場合です%4。</translation>
    </message>
    <message>
        <source>autoscaled</source>
        <translation>オートスケール</translation>
    </message>
    <message>
        <source>without autoscaling</source>
        <translation>オートスケールなし</translation>
    </message>
    <message>
        <source>: autoscaling follows the demand hour by hour, a different strategy that can cost less</source>
        <translation>：オートスケーリングは需要に 1 時間ごとに追従する別の方式で、安くなる場合があります</translation>
    </message>
    <message>
        <source>, the same in month 1 without growth</source>
        <translation>、成長のない 1 か月目と同じ</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2</translation>
    </message>
    <message>
        <source>Hint: the best-ranked configuration whose GPU has a catalog purchase price is rank %1 (%2): &lt;a href="rank:%1"&gt;cost rank %1&lt;/a&gt;, or set “Server price” in the inputs.</source>
        <translation>ヒント：GPU にカタログの購入価格がある最上位の構成は %1 位（%2）です：&lt;a href="rank:%1"&gt;%1 位のコストを計算&lt;/a&gt;するか、入力で「サーバー価格」を設定してください。</translation>
    </message>
    <message>
        <source>Hint: no feasible configuration's GPU has a catalog purchase price; set “Server price” in the inputs to cost on-prem.</source>
        <translation>ヒント：実現可能な構成の GPU にはいずれもカタログの購入価格がありません。オンプレミスのコストを計算するには、入力で「サーバー価格」を設定してください。</translation>
    </message>
    <message>
        <source>%1/GPU-hour on demand</source>
        <translation>オンデマンド %1/GPU 時間</translation>
    </message>
    <message>
        <source>no on-demand price</source>
        <translation>オンデマンド価格なし</translation>
    </message>
    <message>
        <source>The inputs shown are the decode pool's; an input you set applies to both pools.</source>
        <translation>表示中の入力はデコードプールのもの。設定した入力は両プールに適用される。</translation>
    </message>
    <message>
        <source>Disaggregated split (%1): lowest net present value %2 with %3, %4 per %5 — &lt;a href="split"&gt;cost the split&lt;/a&gt;</source>
        <translation>分離型分割（%1）：最小の正味現在価値 %2（%3）、%5 あたり %4 — &lt;a href="split"&gt;分割を原価計算&lt;/a&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Costed:&lt;/b&gt; %1 — the planner's disaggregated split (&lt;a href="rank:1"&gt;cost plan rank 1&lt;/a&gt;)&lt;br&gt;%2</source>
        <translation>&lt;b&gt;原価計算対象：&lt;/b&gt;%1 — プランナーの分離型分割（&lt;a href="rank:1"&gt;プランの 1 位を原価計算&lt;/a&gt;）&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>Prefill pool</source>
        <translation>プリフィルプール</translation>
    </message>
    <message>
        <source>Decode pool</source>
        <translation>デコードプール</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n worker(s) at the plan (%2), %3; its GPU's prices, servers and power are its own</source>
        <translation>
            <numerusform>%1：プランでは %n ワーカー（%2）、%3。価格・サーバー・電力は自身の GPU のもの</numerusform>
        </translation>
    </message>
    <message>
        <source>No TCO of an aggregated layout: %1. A disaggregated split meets the SLA: &lt;a href="split"&gt;cost the split&lt;/a&gt;.</source>
        <translation>集約型構成の TCO なし：%1。分離型分割は SLA を満たす：&lt;a href="split"&gt;分割を原価計算&lt;/a&gt;。</translation>
    </message>
    <message>
        <source>Disaggregated split: no TCO: %1</source>
        <translation>分離型分割：TCO なし：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Costed:&lt;/b&gt; %1 — the planner's disaggregated split (no aggregated layout meets the SLA)&lt;br&gt;%2</source>
        <translation>&lt;b&gt;原価計算対象：&lt;/b&gt;%1 — プランナーの分離型分割（SLA を満たす集約型の構成はない）&lt;br&gt;%2</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TelemetryPanel</name>
    <message>
        <source>Import telemetry…</source>
        <translation>テレメトリをインポート…</translation>
    </message>
    <message>
        <source>Read GPU telemetry: nvidia-smi --query-gpu CSV, nvidia-smi dmon, or dcgm-exporter /metrics scrapes; several files (hosts, rotated logs) are merged</source>
        <translation>GPU テレメトリを読み込みます：nvidia-smi --query-gpu の CSV、nvidia-smi dmon、dcgm-exporter の /metrics。複数のファイル（ホスト、ローテーションしたログ）は統合されます</translation>
    </message>
    <message>
        <source>The files hold several GPU products: pick the deployment to size</source>
        <translation>ファイルに複数の GPU 製品が含まれています。サイジングするデプロイメントを選んでください</translation>
    </message>
    <message>
        <source>What was read: formats, GPUs, hosts and the period covered (UTC)</source>
        <translation>読み込んだ内容：形式、GPU、ホスト、対象期間（UTC）</translation>
    </message>
    <message>
        <source>Files that could not be read; nothing of them is shown</source>
        <translation>読み込めなかったファイル。その内容は一切表示されません</translation>
    </message>
    <message>
        <source>Malformed lines, skipped: nothing is guessed from them</source>
        <translation>形式が正しくない行はスキップしました。推測による補完は行いません</translation>
    </message>
    <message>
        <source>The right-sizing verdict on the measured period</source>
        <translation>測定期間に対するサイジングの判定</translation>
    </message>
    <message>
        <source>The measured facts behind the verdict, and what telemetry of the GPU's own counters cannot tell</source>
        <translation>判定の根拠となる測定結果と、GPU 自身のカウンタのテレメトリでは分からないこと</translation>
    </message>
    <message>
        <source>Statistics over every sample of every GPU of the deployment</source>
        <translation>デプロイメントの全 GPU の全サンプルの統計</translation>
    </message>
    <message>
        <source>Catalog configurations that carry the measured load with headroom, cheapest first</source>
        <translation>測定した負荷を余裕をもって処理できるカタログの構成（安い順）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Configurations that carry the measured load&lt;/b&gt;</source>
        <translation>&lt;b&gt;測定した負荷を処理できる構成&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Import GPU telemetry</source>
        <translation>GPU テレメトリのインポート</translation>
    </message>
    <message>
        <source>Telemetry (*.csv *.txt *.log *.prom *.metrics);;All files (*)</source>
        <translation>テレメトリ (*.csv *.txt *.log *.prom *.metrics);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Skipped lines: %1</source>
        <translation>スキップした行：%1</translation>
    </message>
    <message>
        <source>… and %1 more (click to list them all)</source>
        <translation>…ほか %1 件（クリックですべて表示）</translation>
    </message>
    <message>
        <source>Every line was read</source>
        <translation>すべての行を読み込みました</translation>
    </message>
    <message>
        <source>No telemetry loaded.</source>
        <translation>テレメトリが読み込まれていません。</translation>
    </message>
    <message>
        <source>Import nvidia-smi or DCGM telemetry of a running deployment to see whether it is over- or under-provisioned.</source>
        <translation>稼働中のデプロイメントの nvidia-smi または DCGM のテレメトリをインポートすると、過剰か不足かが分かります。</translation>
    </message>
    <message>
        <source>, %1 to %2 UTC, a sample every %3</source>
        <translation>、%1～%2 UTC、%3 ごとにサンプル</translation>
    </message>
    <message>
        <source>%1 × %2 on %3%4 (%5)</source>
        <translation>%3%4 上の %1 × %2（%5）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Evidence&lt;/b&gt;</source>
        <translation>&lt;b&gt;根拠&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Caveats&lt;/b&gt;</source>
        <translation>&lt;b&gt;注意点&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>%n ホスト</numerusform>
        </translation>
    </message>
    <message>
        <source>From Prometheus…</source>
        <translation>Prometheus から…</translation>
    </message>
    <message>
        <source>Read the dcgm-exporter metrics of a time range from the Prometheus server that scrapes them</source>
        <translation>dcgm-exporter のメトリクスを、それを収集する Prometheus サーバーから期間を指定して読み込む</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 を読み込み中…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Import from Prometheus cancelled; nothing was read.</source>
        <translation>Prometheus からのインポートを中止しました。何も読み込んでいません。</translation>
    </message>
    <message>
        <source>Keep the Prometheus query</source>
        <translation>Prometheus のクエリを保持</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>Read the Prometheus query the project keeps again (a query without an end reads the range up to now)</source>
        <translation>プロジェクトが保持する Prometheus のクエリを再度読み込みます（終了時刻のないクエリは現在までの範囲を読みます）</translation>
    </message>
    <message>
        <source>The project keeps no Prometheus query: import one with “From Prometheus…” first.</source>
        <translation>プロジェクトは Prometheus のクエリを保持していません。先に「Prometheus から…」で読み込んでください。</translation>
    </message>
    <message>
        <source>The project's Prometheus query cannot be read: %1</source>
        <translation>プロジェクトの Prometheus クエリを読み込めません: %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TelemetryStatsModel</name>
    <message>
        <source>%1 of %2</source>
        <translation>%2 中 %1</translation>
    </message>
    <message>
        <source>%1 of observed time (%2 idle periods)</source>
        <translation>観測時間の %1（アイドル期間 %2 回）</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>実測</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TelemetryTraceChart</name>
    <message>
        <source>GPU utilization over time</source>
        <translation>GPU 使用率の推移</translation>
    </message>
    <message>
        <source>Memory used over time</source>
        <translation>メモリ使用量の推移</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>時刻（UTC）</translation>
    </message>
    <message>
        <source>Utilization (%)</source>
        <translation>使用率（%）</translation>
    </message>
    <message>
        <source>Memory used (GiB)</source>
        <translation>メモリ使用量（GiB）</translation>
    </message>
    <message>
        <source>Share of time a kernel ran on each GPU, per sample; a break in a line is a gap in the data</source>
        <translation>サンプルごとの各 GPU でカーネルが動いていた時間の割合。線の途切れはデータの欠落です</translation>
    </message>
    <message>
        <source>Frame buffer in use on each GPU, per sample; the axis ends at the memory the driver reports; a break in a line is a gap in the data</source>
        <translation>サンプルごとの各 GPU のフレームバッファ使用量。軸の上限はドライバが報告するメモリ量です。線の途切れはデータの欠落です</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TornadoChart</name>
    <message>
        <source>input +20 %</source>
        <translation>入力 +20 %</translation>
    </message>
    <message>
        <source>base total</source>
        <translation>基準の総額</translation>
    </message>
    <message>
        <source>total over the horizon (USD)</source>
        <translation>期間全体の総額（USD）</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>感度</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>基準 %1</translation>
    </message>
    <message>
        <source>; %1 not shown</source>
        <translation>。%1 件は非表示</translation>
    </message>
    <message>
        <source>Sensitivity of the %1 total</source>
        <translation>%1 の総額の感度</translation>
    </message>
    <message>
        <source>input −20 %</source>
        <translation>入力 −20 %</translation>
    </message>
    <message>
        <source>&lt;p&gt;The %1 total over the horizon with one input at 80 % and at 120 % of its value, the others as they are; the vertical line is the total at the inputs as they are (%2).&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;Input&lt;/th&gt;&lt;th&gt;Value&lt;/th&gt;&lt;th&gt;−20 %&lt;/th&gt;&lt;th&gt;+20 %&lt;/th&gt;&lt;th&gt;Swing&lt;/th&gt;&lt;/tr&gt;%3&lt;/table&gt;</source>
        <translation>&lt;p&gt;1 つの入力をその値の 80 % と 120 % にし、他はそのままにしたときの、期間全体での %1 の総額。縦線は入力をそのままにした場合の総額（%2）です。&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;入力&lt;/th&gt;&lt;th&gt;値&lt;/th&gt;&lt;th&gt;−20 %&lt;/th&gt;&lt;th&gt;+20 %&lt;/th&gt;&lt;th&gt;変動幅&lt;/th&gt;&lt;/tr&gt;%3&lt;/table&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n smaller swing(s)</source>
        <translation>
            <numerusform>%n 件の小さな変動</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TpotThroughputChart</name>
    <message>
        <source>Running batch (concurrent sequences, log₂)</source>
        <translation>実行中バッチ（同時シーケンス数、log₂）</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>GPU あたり出力トークン/秒</translation>
    </message>
    <message>
        <source>SLA TPOT</source>
        <translation>SLA の TPOT</translation>
    </message>
    <message>
        <source>Largest batch that fits</source>
        <translation>収まる最大のバッチ</translation>
    </message>
    <message>
        <source>Selected batch</source>
        <translation>選択したバッチ</translation>
    </message>
    <message>
        <source>TPOT %1</source>
        <translation>TPOT %1</translation>
    </message>
    <message>
        <source>tok/s/GPU %1</source>
        <translation>トークン/秒/GPU %1</translation>
    </message>
    <message>
        <source> (rejected: not native)</source>
        <translation>（除外：ネイティブでない）</translation>
    </message>
    <message>
        <source>TPOT %1 (ms, log₂)</source>
        <translation>TPOT %1（ms、log₂）</translation>
    </message>
    <message>
        <source>TPOT &amp; throughput — %1 TP%2 PP%3, %4-token prompt</source>
        <translation>TPOT とスループット — %1 TP%2 PP%3、%4 トークンのプロンプト</translation>
    </message>
    <message>
        <source>Does not fit at any batch (%1) — </source>
        <translation>どのバッチでも収まらない（%1）— </translation>
    </message>
    <message>
        <source>SLA %1 TPOT %2 ms</source>
        <translation>SLA %1 TPOT %2 ms</translation>
    </message>
    <message>
        <source>fits ≤ %1</source>
        <translation>≤ %1 で収まる</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::WhatIfView</name>
    <message>
        <source>No evaluation yet.</source>
        <translation>まだ評価がありません。</translation>
    </message>
    <message>
        <source>Weight precision the charts show (the grid's precisions)</source>
        <translation>グラフに表示する重みの精度（グリッドの精度）</translation>
    </message>
    <message>
        <source>Running batch per replica: concurrent sequences decoded together (the grid's batch axis)</source>
        <translation>レプリカあたりの実行中バッチ：同時にデコードするシーケンス数（グリッドのバッチ軸）</translation>
    </message>
    <message>
        <source>Prompt length in tokens (the grid's context axis)</source>
        <translation>プロンプト長（トークン、グリッドのコンテキスト軸）</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>No what-if charts: %1</source>
        <translation>What-if グラフなし：%1</translation>
    </message>
    <message>
        <source>No what-if charts: the evaluation has no grid.</source>
        <translation>What-if グラフなし：評価にグリッドがありません。</translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>バッチ %1</translation>
    </message>
    <message>
        <source>context %1 tokens</source>
        <translation>コンテキスト %1 トークン</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::FormSection</name>
    <message>
        <source>Set %1</source>
        <translation>%1 を設定</translation>
    </message>
    <message>
        <source>Scenario field: %1</source>
        <translation>シナリオのフィールド：%1</translation>
    </message>
    <message>
        <source>must be %1 (%2) or between %3 and %4</source>
        <translation>%1（%2）か、%3 から %4 の間である必要があります</translation>
    </message>
    <message>
        <source>must be between %1 (%2) and %3</source>
        <translation>%1（%2）から %3 の間である必要があります</translation>
    </message>
    <message>
        <source>must be between %1 and %2</source>
        <translation>%1 から %2 の間である必要があります</translation>
    </message>
    <message>
        <source>%1 %2; an empty box was not applied</source>
        <translation>%1 %2。空欄は適用されませんでした</translation>
    </message>
    <message>
        <source>%1 %2; %3 was not applied</source>
        <translation>%1 %2。%3 は適用されませんでした</translation>
    </message>
    <message>
        <source>%1 to %2, or %3 (%4)</source>
        <translation>%1～%2、または %3（%4）</translation>
    </message>
    <message>
        <source>%1 (%2) to %3</source>
        <translation>%1（%2）～%3</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1～%2</translation>
    </message>
    <message>
        <source>Accepted: %1.</source>
        <translation>指定できる範囲：%1。</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::GpuPicker</name>
    <message>
        <source>Candidate GPUs</source>
        <translation>候補 GPU</translation>
    </message>
    <message>
        <source>All catalog GPUs</source>
        <translation>カタログのすべての GPU</translation>
    </message>
    <message>
        <source>Every GPU of the catalog is a candidate (the scenario lists none). Uncheck to choose GPUs in the list.
Scenario field: gpus</source>
        <translation>カタログのすべての GPU が候補です（シナリオには何も列挙されていません）。一覧から GPU を選ぶにはチェックを外してください。
シナリオのフィールド：gpus</translation>
    </message>
    <message>
        <source>Checked GPUs are the planner's candidates; at least one.
Scenario field: gpus</source>
        <translation>チェックした GPU がプランナーの候補です（1 つ以上）。
シナリオのフィールド：gpus</translation>
    </message>
    <message>
        <source>All</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>Check every GPU the filters show</source>
        <translation>フィルタで表示されているすべての GPU をチェック</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Uncheck every GPU the filters show; with none left, check the ones you want (the scenario keeps its GPUs until you do)</source>
        <translation>フィルタで表示されているすべての GPU のチェックを外します。何も残っていない状態で必要なものをチェックしてください（それまでシナリオは元の GPU を保持します）</translation>
    </message>
    <message>
        <source>Hides rows only: the scenario's GPUs stay as they are.</source>
        <translation>行を隠すだけです。シナリオの GPU は変わりません。</translation>
    </message>
    <message>
        <source>Show the GPUs of one vendor. </source>
        <translation>1 つのベンダーの GPU を表示します。</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>すべてのベンダー</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>any</source>
        <translation>指定なし</translation>
    </message>
    <message>
        <source>Show the GPUs whose runtime memory is at least this. </source>
        <translation>ランタイムが使えるメモリがこの値以上の GPU を表示します。</translation>
    </message>
    <message>
        <source>Show the GPUs of one form factor (SXM, PCIe, OAM, …). </source>
        <translation>1 つのフォームファクタ（SXM、PCIe、OAM など）の GPU を表示します。</translation>
    </message>
    <message>
        <source>All form factors</source>
        <translation>すべてのフォームファクタ</translation>
    </message>
    <message>
        <source>Filter by name, e.g. h100</source>
        <translation>名前で絞り込み（例：h100）</translation>
    </message>
    <message>
        <source>Show the GPUs whose name or id contains all these words. </source>
        <translation>名前または ID にこれらの語をすべて含む GPU を表示します。</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>検索</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>ベンダー</translation>
    </message>
    <message>
        <source>Min. memory</source>
        <translation>最小メモリ</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>フォームファクタ</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (id %2)
%3, %4; %5 usable by the runtime</source>
        <translation>%1（ID %2）
%3、%4。ランタイムが使えるのは %5</translation>
    </message>
    <message>
        <source>%1: left out of the plan unless GeForce cards are included below</source>
        <translation>%1：下で GeForce カードを含めない限りプランから除外されます</translation>
    </message>
    <message>
        <source>All %1 catalog GPUs are candidates</source>
        <translation>カタログの %1 個の GPU すべてが候補です</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs chosen</source>
        <translation>%2 個中 %1 個の GPU を選択</translation>
    </message>
    <message>
        <source>No GPU checked: check the ones to plan for (until then the scenario keeps its %1)</source>
        <translation>GPU がチェックされていません。計画対象をチェックしてください（それまでシナリオは %1 を保持します）</translation>
    </message>
    <message>
        <source>%1 catalog GPUs</source>
        <translation>カタログの GPU %1 個</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>GPU %1 個</translation>
    </message>
    <message>
        <source>%1; %2 shown</source>
        <translation>%1。%2 個を表示</translation>
    </message>
    <message>
        <source>Consider all catalog GPUs</source>
        <translation>カタログのすべての GPU を対象にする</translation>
    </message>
    <message>
        <source>Choose candidate GPUs</source>
        <translation>候補 GPU を選ぶ</translation>
    </message>
    <message>
        <source>gpus: keep at least one GPU checked, or check “All catalog GPUs”</source>
        <translation>gpus：少なくとも 1 つの GPU をチェックしたままにするか、「カタログのすべての GPU」をチェックしてください</translation>
    </message>
    <message>
        <source>Add GPU %1</source>
        <translation>GPU %1 を追加</translation>
    </message>
    <message>
        <source>Remove GPU %1</source>
        <translation>GPU %1 を除外</translation>
    </message>
    <message>
        <source>1 shown GPU</source>
        <translation>表示中の GPU 1 個</translation>
    </message>
    <message>
        <source>%1 shown GPUs</source>
        <translation>表示中の GPU %1 個</translation>
    </message>
    <message>
        <source>Check %1</source>
        <translation>%1 をチェック</translation>
    </message>
    <message>
        <source>Uncheck %1</source>
        <translation>%1 のチェックを外す</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::ModelPicker</name>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Search models…</source>
        <translation>モデルを検索…</translation>
    </message>
    <message>
        <source>Shows the catalog models whose name or id contains the text.</source>
        <translation>名前または ID にこの文字列を含むカタログのモデルを表示します。</translation>
    </message>
    <message>
        <source>Catalog models with their parameter count. Click a model (or press Enter on it) to make it the scenario's model.
Scenario field: model</source>
        <translation>カタログのモデルとパラメータ数。モデルをクリック（または Enter）するとシナリオのモデルになります。
シナリオのフィールド：model</translation>
    </message>
    <message>
        <source>Import HF config…</source>
        <translation>HF 設定をインポート…</translation>
    </message>
    <message>
        <source>Use the architecture of a Hugging Face config.json (llama, mistral, mixtral, qwen2, qwen3, gemma2, deepseek) as the scenario's model.</source>
        <translation>Hugging Face の config.json のアーキテクチャ（llama、mistral、mixtral、qwen2、qwen3、gemma2、deepseek）をシナリオのモデルとして使います。</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>パラメータ %1</translation>
    </message>
    <message>
        <source>%1 total, %2 active</source>
        <translation>合計 %1、アクティブ %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (%2 model, id %3)</source>
        <translation>%1（%2 モデル、ID %3）</translation>
    </message>
    <message>
        <source>Context: %1 tokens</source>
        <translation>コンテキスト：%1 トークン</translation>
    </message>
    <message>
        <source>Choose model %1</source>
        <translation>モデル %1 を選択</translation>
    </message>
    <message>
        <source>Import Hugging Face config</source>
        <translation>Hugging Face 設定のインポート</translation>
    </message>
    <message>
        <source>Hugging Face config (*.json);;All files (*)</source>
        <translation>Hugging Face 設定 (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1：ファイルを読み込めません（%2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Import model %1</source>
        <translation>モデル %1 をインポート</translation>
    </message>
    <message>
        <source>%1 · imported architecture</source>
        <translation>%1 · インポートしたアーキテクチャ</translation>
    </message>
    <message>
        <source>The scenario's model (id %1)</source>
        <translation>シナリオのモデル（ID %1）</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::PrecisionPicker</name>
    <message>
        <source>Precisions allowed</source>
        <translation>許可する精度</translation>
    </message>
    <message>
        <source>Accepted: at least one precision; training modes take fp32, bf16, fp16 or fp8.
Scenario field: precisions</source>
        <translation>指定：精度を 1 つ以上。学習モードでは fp32、bf16、fp16、fp8 のいずれか。
シナリオのフィールド：precisions</translation>
    </message>
    <message>
        <source>%1 weights: %2 bits per weight</source>
        <translation>%1 の重み：重みあたり %2 ビット</translation>
    </message>
    <message>
        <source>, dequantized to 16-bit for the matrix multiplications</source>
        <translation>（行列積では 16 ビットに逆量子化）</translation>
    </message>
    <message>
        <source>Number formats the planner may choose for the weights.
</source>
        <translation>プランナーが重みに選べる数値形式。
</translation>
    </message>
    <message>
        <source>Allow %1</source>
        <translation>%1 を許可</translation>
    </message>
    <message>
        <source>Exclude %1</source>
        <translation>%1 を除外</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::ScenarioIdentity</name>
    <message>
        <source>Scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <source>The project's scenarios: pick the one to edit and evaluate. Each keeps its unsaved changes (Ctrl+PgUp / Ctrl+PgDown)</source>
        <translation>プロジェクトのシナリオ：編集・評価するものを選びます。それぞれ保存していない変更を保持します（Ctrl+PgUp / Ctrl+PgDown）</translation>
    </message>
    <message>
        <source>e.g. Llama 3.1 8B chatbot</source>
        <translation>例：Llama 3.1 8B チャットボット</translation>
    </message>
    <message>
        <source>The scenario's name: in the title bar, the comparison's headers, the report and the project file. One line, unique in the project. Applies on Enter</source>
        <translation>シナリオの名前：タイトルバー、比較の見出し、レポート、プロジェクトファイルに表示されます。1 行で、プロジェクト内で一意。Enter で適用</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N)：</translation>
    </message>
    <message>
        <source>What this case is for (optional)</source>
        <translation>このケースの目的（任意）</translation>
    </message>
    <message>
        <source>What the scenario is for, in your words: printed under its heading in the report, before the requirements the report derives from the inputs. Applies when the field loses focus or on Ctrl+Enter</source>
        <translation>シナリオの目的をご自身の言葉で：レポートの見出しの下、入力から導かれる要件の前に印刷されます。フィールドからフォーカスが外れたとき、または Ctrl+Enter で適用</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>説明(&amp;D)：</translation>
    </message>
    <message>
        <source>Rename to “%1”</source>
        <translation>「%1」に名前を変更</translation>
    </message>
    <message>
        <source>Edit description</source>
        <translation>説明を編集</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::TechniquesSection</name>
    <message>
        <source>Serving techniques</source>
        <translation>サービング手法</translation>
    </message>
    <message>
        <source>Speculative decoding: a draft proposes a few tokens each step and the model checks them in one pass, so a step emits more than one token. It pays while a step is memory-bound (small batches); the estimate says whether it does at the concurrency it runs. The draft is a smaller catalog model with the same tokenizer, or the model's own multi-token prediction or EAGLE head (one extra decoder layer).</source>
        <translation>投機的デコーディング：ドラフトが各ステップで数トークンを提案し、モデルが 1 回のパスで検証するため、1 ステップで複数トークンを出力します。ステップがメモリ律速（小さなバッチ）の間は得になります；見積もりは実行時の同時実行数で得かどうかを示します。ドラフトは同じトークナイザーを持つカタログの小さなモデル、またはモデル自身のマルチトークン予測／EAGLE ヘッド（デコーダ層 1 層分）です。</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>投機的デコーディング</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Set speculative decoding</source>
        <translation>投機的デコーディングを設定</translation>
    </message>
    <message>
        <source>MTP/EAGLE head</source>
        <translation>MTP/EAGLE ヘッド</translation>
    </message>
</context>
<context>
    <name>rightsizer::workspace::ScenarioDocument</name>
    <message>
        <source>Import %1</source>
        <translation>%1 をインポート</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>no scenario %1 in the project (it holds %2)</source>
        <translation>プロジェクトにシナリオ %1 はありません（%2 個あります）</translation>
    </message>
    <message>
        <source>Scenario name: must not be empty</source>
        <translation>シナリオ名：空にできません</translation>
    </message>
    <message>
        <source>Scenario name: must be one line</source>
        <translation>シナリオ名：1 行にしてください</translation>
    </message>
    <message>
        <source>Scenario name: “%1” starts or ends with a space; remove it</source>
        <translation>シナリオ名：「%1」の先頭か末尾に空白があります。削除してください</translation>
    </message>
    <message>
        <source>Scenario name: “%1” is already the name of scenario %2 of this project; each scenario needs its own name</source>
        <translation>シナリオ名：「%1」はこのプロジェクトのシナリオ %2 の名前として使われています。シナリオごとに別の名前が必要です</translation>
    </message>
    <message>
        <source>Rename to “%1”</source>
        <translation>「%1」に名前を変更</translation>
    </message>
    <message>
        <source>Edit description</source>
        <translation>説明を編集</translation>
    </message>
    <message>
        <source>Add scenario “%1”</source>
        <translation>シナリオ「%1」を追加</translation>
    </message>
    <message>
        <source>Duplicate “%1” as “%2”</source>
        <translation>「%1」を「%2」として複製</translation>
    </message>
    <message>
        <source>“%1” is the only scenario of the project, and a project keeps at least one: add another before deleting this one</source>
        <translation>「%1」はプロジェクト唯一のシナリオで、プロジェクトには少なくとも 1 つ必要です。削除する前に別のシナリオを追加してください</translation>
    </message>
    <message>
        <source>Delete scenario “%1”</source>
        <translation>シナリオ「%1」を削除</translation>
    </message>
    <message>
        <source>recovered unsaved changes</source>
        <translation>復元した未保存の変更</translation>
    </message>
</context>
</TS>
