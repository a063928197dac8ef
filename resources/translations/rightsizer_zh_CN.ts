<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Cli</name>
    <message>
        <source>%1  (90 %: %2 – %3)</source>
        <translation>%1  (90 %：%2 – %3)</translation>
    </message>
    <message>
        <source>%1 / %2 / %3 / %4  (mean %5)</source>
        <translation>%1 / %2 / %3 / %4（均值 %5）</translation>
    </message>
    <message>
        <source>Poisson arrivals, %1 per replica, at most %2 running</source>
        <translation>泊松到达，每副本 %1，最多同时运行 %2 个</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>请求/秒</translation>
    </message>
    <message numerus="yes">
        <source>closed loop, %n client(s) per replica starting together, the first %1 requests measured (as a benchmark runs)</source>
        <translation>
            <numerusform>闭环，每副本 %n 个客户端同时开始，测量前 %1 个请求（与基准测试相同）</numerusform>
        </translation>
    </message>
    <message>
        <source>Under load: %1</source>
        <translation>负载下：%1</translation>
    </message>
    <message>
        <source>  scheduler</source>
        <translation>  调度器</translation>
    </message>
    <message>
        <source>%1 tokens per step, %2 sequences at most, KV cache for %3 tokens</source>
        <translation>每步 %1 个 token，最多 %2 个序列，KV 缓存可容纳 %3 个 token</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>不限</translation>
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
        <translation>  token 间隔 p50/90/95/99</translation>
    </message>
    <message>
        <source>  end-to-end p50/90/95/99</source>
        <translation>  端到端 p50/90/95/99</translation>
    </message>
    <message>
        <source>  served</source>
        <translation>  已服务</translation>
    </message>
    <message>
        <source>%1, %2 per replica; %3 sequences decoding on average</source>
        <translation>每副本 %1、%2；平均 %3 个序列在解码</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>  SATURATED</source>
        <translation>  已饱和</translation>
    </message>
    <message>
        <source>arrivals outpace the replica: latencies grow with the run</source>
        <translation>到达速度超过副本处理能力：延迟随运行时间增长</translation>
    </message>
    <message>
        <source> (pipeline stage %1 of %2, %3 layers, the fullest)</source>
        <translation>（流水线第 %1/%2 级，%3 层，占用最多）</translation>
    </message>
    <message>
        <source>%1 layer-micro-batches x %2</source>
        <translation>%1 个层·微批次 x %2</translation>
    </message>
    <message>
        <source> + logits %1</source>
        <translation> + logits %1</translation>
    </message>
    <message>
        <source> + the layer being recomputed %1</source>
        <translation> + 正在重算的层 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s), TP %1, PP %2</source>
        <translation>
            <numerusform>%n 块 GPU，TP %1，PP %2</numerusform>
        </translation>
    </message>
    <message>
        <source>, CP %1</source>
        <translation>，CP %1</translation>
    </message>
    <message>
        <source>, EP %1, mode %2</source>
        <translation>，EP %1，模式 %2</translation>
    </message>
    <message>
        <source>, interleaved VP %1</source>
        <translation>，交错 VP %1</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>%1 — %2 params (%3 active)</source>
        <translation>%1 — %2 参数（%3 激活）</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1, %2 visible to the runtime</source>
        <translation>%1，运行时可见 %2</translation>
    </message>
    <message>
        <source>nf4 (QLoRA base)</source>
        <translation>nf4（QLoRA 基座）</translation>
    </message>
    <message>
        <source>Precision (weights / KV)</source>
        <translation>精度（权重 / KV）</translation>
    </message>
    <message>
        <source>%1 / %2, matmuls in %3</source>
        <translation>%1 / %2，矩阵乘法用 %3</translation>
    </message>
    <message>
        <source>%1 / %2, matmuls in %3 (not native)</source>
        <translation>%1 / %2，矩阵乘法用 %3（非原生）</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>推理服务引擎</translation>
    </message>
    <message>
        <source>%1, may use %2 of GPU memory</source>
        <translation>%1，最多可用 %2 的 GPU 显存</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每块 GPU 的显存</translation>
    </message>
    <message>
        <source>  weights</source>
        <translation>  权重</translation>
    </message>
    <message>
        <source>%1 (%2 params on this GPU)</source>
        <translation>%1（此 GPU 上 %2 参数）</translation>
    </message>
    <message>
        <source>  KV cache</source>
        <translation>  KV 缓存</translation>
    </message>
    <message>
        <source>%1 (%2/token, whole model)</source>
        <translation>%1（%2/token，整个模型）</translation>
    </message>
    <message>
        <source>  gradients</source>
        <translation>  梯度</translation>
    </message>
    <message>
        <source>%1 (fp32 buffer)</source>
        <translation>%1（fp32 缓冲区）</translation>
    </message>
    <message>
        <source>%1 (16-bit buffer)</source>
        <translation>%1（16 位缓冲区）</translation>
    </message>
    <message>
        <source>  optimizer states</source>
        <translation>  优化器状态</translation>
    </message>
    <message>
        <source>  activations</source>
        <translation>  激活值</translation>
    </message>
    <message>
        <source>  runtime overhead</source>
        <translation>  运行时开销</translation>
    </message>
    <message>
        <source>  total / usable</source>
        <translation>  合计 / 可用</translation>
    </message>
    <message>
        <source>%1 / %2  fits</source>
        <translation>%1 / %2  放得下</translation>
    </message>
    <message>
        <source>%1 / %2  DOES NOT FIT (short %3)</source>
        <translation>%1 / %2  放不下（缺 %3）</translation>
    </message>
    <message>
        <source>  largest part</source>
        <translation>  最大部分</translation>
    </message>
    <message>
        <source>%1, %2 of the total</source>
        <translation>%1，占总量 %2</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>计算受限</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>内存受限</translation>
    </message>
    <message>
        <source>%1 (turns compute-bound at batch %2)</source>
        <translation>%1（批次 %2 起转为计算受限）</translation>
    </message>
    <message>
        <source>%1 (KV reads keep it memory-bound at any batch)</source>
        <translation>%1（KV 读取使其在任何批次下都受内存限制）</translation>
    </message>
    <message numerus="yes">
        <source>Serving (per replica unless stated; %n replica(s))</source>
        <translation>
            <numerusform>推理服务（除非注明均为每副本；%n 个副本）</numerusform>
        </translation>
    </message>
    <message>
        <source>  batch</source>
        <translation>  批次</translation>
    </message>
    <message numerus="yes">
        <source>%n image(s)</source>
        <translation>
            <numerusform>%n 张图像</numerusform>
        </translation>
    </message>
    <message>
        <source>  concurrency</source>
        <translation>  并发</translation>
    </message>
    <message>
        <source>  images/s (deployment)</source>
        <translation>  图像/秒（部署）</translation>
    </message>
    <message>
        <source>images/s</source>
        <translation>图像/秒</translation>
    </message>
    <message>
        <source>  seconds per batch</source>
        <translation>  每批次秒数</translation>
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
        <translation>  输出（部署）</translation>
    </message>
    <message>
        <source>  output per GPU</source>
        <translation>  每 GPU 输出</translation>
    </message>
    <message>
        <source>  decode is</source>
        <translation>  解码为</translation>
    </message>
    <message>
        <source>Training (data parallel %1)</source>
        <translation>训练（数据并行 %1）</translation>
    </message>
    <message>
        <source>  step time</source>
        <translation>  步时间</translation>
    </message>
    <message>
        <source>  tokens/s (job)</source>
        <translation>  token/秒（作业）</translation>
    </message>
    <message>
        <source>  tokens/s per GPU</source>
        <translation>  每 GPU token/秒</translation>
    </message>
    <message>
        <source>  MFU</source>
        <translation>  MFU</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>校准</translation>
    </message>
    <message>
        <source>%1: eta_c %2, eta_m %3</source>
        <translation>%1：eta_c %2，eta_m %3</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>%1 tokens in %2 h (%3, sequence %4, global batch %5)</source>
        <translation>%2 小时内 %1 个 token（%3，序列 %4，全局批次 %5）</translation>
    </message>
    <message>
        <source>peak %1, mean %2 over the week (%3); prompts %4 / %5 tokens (mean / p95), outputs %6 / %7; growth headroom %8 on the peak</source>
        <translation>峰值 %1，一周平均 %2（%3）；提示 %4 / %5 个 token（均值 / p95），输出 %6 / %7；峰值之上的增长余量 %8</translation>
    </message>
    <message>
        <source>finish within %1 h</source>
        <translation>%1 小时内完成</translation>
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
        <translation>，</translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1 × %2 in %3 (%4, %n replica(s) at batch %5)</source>
        <translation>
            <numerusform>推荐：%1 × %2，%3 精度（%4，%n 个副本，批次 %5）</numerusform>
        </translation>
    </message>
    <message>
        <source>Recommended: %1 × %2 in %3 (%4, data parallel %5)</source>
        <translation>推荐：%1 × %2，%3 精度（%4，数据并行 %5）</translation>
    </message>
    <message>
        <source>, %1/month on demand</source>
        <translation>，按需 %1/月</translation>
    </message>
    <message>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <source>  %1 TPOT %2 (90 %: %3 – %4), %1 TTFT %5 (%6 of it waiting) at the grown peak; %7 of capacity used at the peak</source>
        <translation>  %1 TPOT %2（90 %：%3 – %4），%1 TTFT %5（其中排队 %6），按增长后的峰值；峰值时使用 %7 的容量</translation>
    </message>
    <message numerus="yes">
        <source>  median TPOT %1, median TTFT %2: simulated with Poisson arrivals at %3 per replica (%4 over %n replica(s)), %5 tokens per step, at most %6 sequences, as estimate --rate reports</source>
        <translation>
            <numerusform>  TPOT 中位数 %1，TTFT 中位数 %2：按每副本 %3 的泊松到达模拟（%n 个副本共 %4），每步 %5 个 token，最多 %6 个序列，与 estimate --rate 的结果一致</numerusform>
        </translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>  Memory per GPU %1 of %2 usable at batch %3 (weights %4, KV %5); decode is %6-bound, crossover at batch %7</source>
        <translation>  每块 GPU 显存 %1 / 可用 %2，批次 %3（权重 %4，KV %5）；解码受%6限制，批次 %7 处转换</translation>
    </message>
    <message>
        <source>  Memory per GPU %1 of %2 usable at batch %3 (weights %4, KV %5); decode is %6-bound, KV reads keep it memory-bound at every batch</source>
        <translation>  每块 GPU 显存 %1 / 可用 %2，批次 %3（权重 %4，KV %5）；解码受%6限制，KV 读取使其在任何批次下都受内存限制</translation>
    </message>
    <message>
        <source>  Run time %1 h (90 %: %2 – %3 h), MFU %4, memory per GPU %5 of %6</source>
        <translation>  运行时间 %1 小时（90 %：%2 – %3 小时），MFU %4，每块 GPU 显存 %5 / %6</translation>
    </message>
    <message>
        <source>  Price: %1/GPU-hour, %2</source>
        <translation>  价格：%1/GPU·小时，%2</translation>
    </message>
    <message>
        <source>  Price: %1/GPU-hour, %2; thin evidence: %3</source>
        <translation>  价格：%1/GPU·小时，%2；依据不足：%3</translation>
    </message>
    <message>
        <source>  ok: %1</source>
        <translation>  正常：%1</translation>
    </message>
    <message>
        <source>  check: %1</source>
        <translation>  需检查：%1</translation>
    </message>
    <message>
        <source>  note: %1</source>
        <translation>  注：%1</translation>
    </message>
    <message>
        <source> (%1 of them folded: over %2x the GPUs of their GPU's cheapest layout)</source>
        <translation>（其中 %1 个已折叠：GPU 数超过该 GPU 最便宜布局的 %2 倍）</translation>
    </message>
    <message>
        <source>Evaluated  %1 configurations: %2 meet the target%3, %4 rejected</source>
        <translation>已评估     %1 个配置：%2 个达到目标%3，%4 个被拒绝</translation>
    </message>
    <message>
        <source>Scenario   %1 — %2, %3 on %4</source>
        <translation>场景       %1 — %2，%3，使用 %4</translation>
    </message>
    <message>
        <source>Scenario   %1 — %2, %3</source>
        <translation>场景       %1 — %2，%3</translation>
    </message>
    <message>
        <source>Demand     %1</source>
        <translation>需求       %1</translation>
    </message>
    <message>
        <source>Note       %1</source>
        <translation>注         %1</translation>
    </message>
    <message>
        <source>Target     %1</source>
        <translation>目标       %1</translation>
    </message>
    <message>
        <source>well-evidenced prices only (a thin one leaves its GPU unpriced, ranked last)</source>
        <translation>仅使用依据充分的价格（依据不足的价格使该 GPU 视为无价格，排在最后）</translation>
    </message>
    <message>
        <source>Prices     %1</source>
        <translation>价格       %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>targets met at the pessimistic end of the 90 % band</source>
        <translation>按 90 % 区间的悲观端满足目标</translation>
    </message>
    <message numerus="yes">
        <source>at least %n replica(s)</source>
        <translation>
            <numerusform>至少 %n 个副本</numerusform>
        </translation>
    </message>
    <message>
        <source>Sizing     %1</source>
        <translation>规划       %1</translation>
    </message>
    <message>
        <source>E thin price evidence (fewer than %1 providers, marketplace quotes only, or the newest quote over %2 months old; --json says which)</source>
        <translation>E 价格依据不足（提供商少于 %1 家、仅有市场平台报价，或最新报价超过 %2 个月；--json 会说明原因）</translation>
    </message>
    <message>
        <source>Run cost: on-demand cost of the whole run; $/M tok: per million training tokens.</source>
        <translation>运行成本：整个运行的按需成本；$/M tok：每百万训练 token。</translation>
    </message>
    <message>
        <source>Flags: B a system-balance check failed, %1; ~ after the precision: no training measurements for the GPU family (borrowed matmul efficiency, wider band)</source>
        <translation>标记：B 系统平衡检查未通过，%1；精度后的 ~：该 GPU 系列没有训练实测（借用矩阵乘法效率，区间更宽）</translation>
    </message>
    <message>
        <source>Util: share of capacity the peak uses (latencies are at the grown peak). $/M out tok: on-demand cost per million output tokens, the fleet sized for the peak running around the clock, at the mean load.</source>
        <translation>利用率：峰值使用的容量比例（延迟按增长后的峰值计）。$/M 输出 tok：每百万输出 token 的按需成本，集群按峰值规划、全天候运行、按平均负载计。</translation>
    </message>
    <message>
        <source>Flags: P Pareto frontier (tokens/s per GPU vs per user), O over-provisioned (little load on more than one replica), U under-provisioned (over 90 % load at the grown demand), B a system-balance check failed, %1; ~ after the precision: uncalibrated efficiency (wider band)</source>
        <translation>标记：P 帕累托前沿（每 GPU 与每用户 token/秒），O 过度配置（多于一个副本且负载很低），U 配置不足（增长后的需求下负载超过 90 %），B 系统平衡检查未通过，%1；精度后的 ~：效率未校准（区间更宽）</translation>
    </message>
    <message>
        <source>     … %1 more (--top N, or --json for all)</source>
        <translation>     … 另有 %1 个（--top N，或用 --json 查看全部）</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Runner-up: %1 on %2</source>
        <translation>次优：%1，%2</translation>
    </message>
    <message>
        <source>Runner-up: %1 on %2, %3/month</source>
        <translation>次优：%1，%2，%3/月</translation>
    </message>
    <message>
        <source>Runner-up: %1 on %2, %3 for the run</source>
        <translation>次优：%1，%2，整个运行 %3</translation>
    </message>
    <message>
        <source>  Not native, so not tried (allow_non_native to try them emulated): %1</source>
        <translation>  非原生，未尝试（设置 allow_non_native 以模拟方式尝试）：%1</translation>
    </message>
    <message>
        <source>  GeForce, not offered (%1; allow_geforce to include them): %2</source>
        <translation>  GeForce，未提供（%1；设置 allow_geforce 以包含）：%2</translation>
    </message>
    <message>
        <source>Rejected (closest first):</source>
        <translation>已拒绝（最接近的在前）：</translation>
    </message>
    <message>
        <source>Rejected (GPU and precision pairs with no feasible layout, closest layout first; --all for every layout):</source>
        <translation>已拒绝（没有可行布局的 GPU 与精度组合，最接近的布局在前；--all 显示全部布局）：</translation>
    </message>
    <message>
        <source>Nothing meets the target within the limits. Closest: %1</source>
        <translation>在限制范围内没有配置达到目标。最接近的：%1</translation>
    </message>
    <message>
        <source>Deployment %1 of %2: %3 x %4 on %5: %6</source>
        <translation>部署 %1/%2：%3 x %4，位于 %5：%6</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>%n 台主机</numerusform>
        </translation>
    </message>
    <message>
        <source>  Observed %1 to %2 (%3), %4 GPU-h</source>
        <translation>  观测时间 %1 至 %2（%3），%4 GPU·小时</translation>
    </message>
    <message>
        <source>  %1; %2 in the data, %3 GPU-h missing</source>
        <translation>  %1；数据中有 %2，缺失 %3 GPU·小时</translation>
    </message>
    <message>
        <source>A sample every %1 s (median)</source>
        <translation>每 %1 秒一个样本（中位数）</translation>
    </message>
    <message>
        <source>Sample interval unknown (one sample per GPU)</source>
        <translation>采样间隔未知（每块 GPU 一个样本）</translation>
    </message>
    <message numerus="yes">
        <source>%n gap(s)</source>
        <translation>
            <numerusform>%n 处缺口</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistic (pooled over the GPUs)</source>
        <translation>统计（所有 GPU 合并）</translation>
    </message>
    <message>
        <source>     mean      p50      p95      p99      max  unit   samples</source>
        <translation>     均值      p50      p95      p99     最大  单位   样本数</translation>
    </message>
    <message>
        <source>GPU utilization (kernel time)</source>
        <translation>GPU 利用率（内核时间）</translation>
    </message>
    <message>
        <source>Memory used per GPU</source>
        <translation>每块 GPU 已用显存</translation>
    </message>
    <message>
        <source>Memory used, of %1%2</source>
        <translation>已用显存，占 %1%2</translation>
    </message>
    <message>
        <source> (catalog)</source>
        <translation>（目录）</translation>
    </message>
    <message>
        <source>Memory busy (utilization.memory)</source>
        <translation>显存繁忙 (utilization.memory)</translation>
    </message>
    <message>
        <source>SM active</source>
        <translation>SM 活跃</translation>
    </message>
    <message>
        <source>SM occupancy</source>
        <translation>SM 占用率</translation>
    </message>
    <message>
        <source>Tensor pipe active</source>
        <translation>Tensor 管线活跃</translation>
    </message>
    <message>
        <source>DRAM active</source>
        <translation>DRAM 活跃</translation>
    </message>
    <message>
        <source>Power per GPU</source>
        <translation>每块 GPU 功耗</translation>
    </message>
    <message>
        <source>PCIe host to device</source>
        <translation>PCIe 主机到设备</translation>
    </message>
    <message>
        <source>PCIe device to host</source>
        <translation>PCIe 设备到主机</translation>
    </message>
    <message>
        <source>  Saturated (&gt;= 90 % busy): %1 of the utilization samples</source>
        <translation>  饱和（繁忙 &gt;= 90 %）：占利用率样本的 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n period(s)</source>
        <translation>
            <numerusform>%n 个时段</numerusform>
        </translation>
    </message>
    <message>
        <source>; longest %1 (%2 GPU %3 from %4)</source>
        <translation>；最长 %1（%2 GPU %3，自 %4 起）</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>   Samples   Util p95   Memory peak   Power mean</source>
        <translation>   样本数    利用率p95   显存峰值      平均功耗</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>结论：%1</translation>
    </message>
    <message>
        <source>  Caveats:</source>
        <translation>  注意事项：</translation>
    </message>
    <message>
        <source>  $/month at %1 h; price of %2: %3</source>
        <translation>  $/月按 %1 小时计；%2 的价格：%3</translation>
    </message>
    <message>
        <source>Telemetry: %1 (%2)</source>
        <translation>遥测：%1（%2）</translation>
    </message>
    <message>
        <source>Skipped lines: %1 (listed on standard error)</source>
        <translation>跳过的行：%1（列在标准错误输出中）</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>注：</translation>
    </message>
    <message>
        <source>Demand today: %1 training run a month of %2 h on %3; growth %4/year</source>
        <translation>当前需求：每月 %1 次训练运行，每次 %2 小时，使用 %3；年增长 %4</translation>
    </message>
    <message>
        <source>Demand today: %1 training runs a month of %2 h on %3; growth %4/year</source>
        <translation>当前需求：每月 %1 次训练运行，每次 %2 小时，使用 %3；年增长 %4</translation>
    </message>
    <message>
        <source>Demand today: peak %1, mean %2 (%3); growth %4/year</source>
        <translation>当前需求：峰值 %1，平均 %2（%3）；年增长 %4</translation>
    </message>
    <message>
        <source>Replica capacity: %1 at saturation, %2 within the TTFT target; </source>
        <translation>副本容量：饱和时 %1，满足 TTFT 目标时 %2；</translation>
    </message>
    <message>
        <source>cloud autoscaled today from %1 to %2 replicas (minimum %3, scale-up delay %4 min)</source>
        <translation>云端当前自动扩缩容 %1 至 %2 个副本（最少 %3，扩容延迟 %4 分钟）</translation>
    </message>
    <message>
        <source>no autoscaling: on-demand and spot run the peak fleet around the clock</source>
        <translation>无自动扩缩容：按需和竞价实例全天候运行峰值规模的集群</translation>
    </message>
    <message>
        <source>Configuration: %1 (plan rank %2 of %3)</source>
        <translation>配置：%1（方案排名 %2/%3）</translation>
    </message>
    <message>
        <source>Totals are undiscounted cash over the horizon, resale value credited in the last month; the band is the total at the ends of the throughput's 90 % band; GPUs is the largest monthly average paid for.</source>
        <translation>合计为规划期内未折现的现金支出，残值计入最后一个月；区间为吞吐量 90 % 区间两端对应的合计；GPU 为付费的最大月平均数量。</translation>
    </message>
    <message>
        <source>$/M tok: cost over the output tokens the profile's demand asks for. On-demand without autoscaling is the plan's fleet sized for the peak, at the mean load: in month 1 without growth it costs what the plan's $/M out tok says. Autoscaled cloud follows the demand hour by hour, a different strategy that can cost less.</source>
        <translation>$/M tok：按需求曲线所需的输出 token 计算的成本。无自动扩缩容的按需方案即方案中按峰值规划、按平均负载运行的集群：第 1 个月无增长时，其成本等于方案的 $/M 输出 tok。自动扩缩容的云按小时跟随需求，是另一种可能更便宜的策略。</translation>
    </message>
    <message>
        <source>On-prem breaks even with the best cloud option (%1) in month %2.</source>
        <translation>本地部署在第 %2 个月与最佳云方案（%1）达到盈亏平衡。</translation>
    </message>
    <message>
        <source>Nothing to recommend: no option can be priced for this configuration (see the reasons above).</source>
        <translation>无可推荐：此配置的所有方案都无法定价（原因见上文）。</translation>
    </message>
    <message>
        <source>Note: cost.hours_per_month (%1 h) sets the plan's monthly cost; the TCO runs the weekly profile over calendar months (730 h).</source>
        <translation>注：cost.hours_per_month（%1 小时）决定方案的月成本；TCO 按日历月（730 小时）运行每周曲线。</translation>
    </message>
    <message>
        <source>SLA risk (%1): %2 h a month while new replicas start (%3 of requests arrive then).</source>
        <translation>SLA 风险（%1）：每月 %2 小时处于新副本启动期间（期间到达 %3 的请求）。</translation>
    </message>
    <message>
        <source>Note (%1): %2</source>
        <translation>注（%1）：%2</translation>
    </message>
    <message>
        <source>Most sensitive inputs (%1 total, each input -20 % / +20 %):</source>
        <translation>最敏感的输入（%1 合计，每项输入 -20 % / +20 %）：</translation>
    </message>
    <message>
        <source>   swing %1</source>
        <translation>   波动 %1</translation>
    </message>
    <message>
        <source>Assumptions (value, source):</source>
        <translation>假设（取值，来源）：</translation>
    </message>
    <message>
        <source>  Idle (&lt; 5 % busy for 5 min or more): %1, %2 GPU-h, %3 of the observed time</source>
        <translation>  空闲（繁忙 &lt; 5 % 持续 5 分钟以上）：%1，%2 GPU·小时，占观测时间的 %3</translation>
    </message>
    <message>
        <source>Candidates that carry the measured load (memory: peaks + %1 headroom; %2 busy at the p95 load), cheapest first:</source>
        <translation>可承载实测负载的候选（显存：峰值 + %1 余量；p95 负载下繁忙 %2），最便宜的在前：</translation>
    </message>
    <message>
        <source>Prefix caching</source>
        <translation>前缀缓存</translation>
    </message>
    <message>
        <source>%1 tokens shared, found cached by %2 of requests: %3 tokens of each prompt's prefill skipped on average</source>
        <translation>共享 %1 个 token，%2 的请求命中缓存：平均每个提示的预填充跳过 %3 个 token</translation>
    </message>
    <message>
        <source>draft model %1</source>
        <translation>草稿模型 %1</translation>
    </message>
    <message>
        <source>MTP/EAGLE head</source>
        <translation>MTP/EAGLE 头</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>推测解码</translation>
    </message>
    <message>
        <source>%1, %2 proposals a step, each accepted at %3: %4 tokens a step</source>
        <translation>%1，每步 %2 个提议，每个接受率 %3：每步 %4 个 token</translation>
    </message>
    <message>
        <source>%1 x %2 %3, TP %4; %5 of %6 per GPU</source>
        <translation>%1 x %2 %3，TP %4；每 GPU %5 / %6</translation>
    </message>
    <message>
        <source>Prefill workers</source>
        <translation>预填充 worker</translation>
    </message>
    <message>
        <source>Decode workers</source>
        <translation>解码 worker</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>closed loop, %1 clients in all</source>
        <translation>闭环，共 %1 个客户端</translation>
    </message>
    <message>
        <source>Poisson arrivals, %1 in all</source>
        <translation>泊松到达，共 %1</translation>
    </message>
    <message>
        <source>KV transfer</source>
        <translation>KV 传输</translation>
    </message>
    <message>
        <source>%1 a request over %2 at %3: %4</source>
        <translation>每个请求 %1，经 %2，速率 %3：%4</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>%1 alone, %2 a prompt batched; %3 busy, %4 queue</source>
        <translation>单独 %1，批处理时每个提示 %2；忙碌 %3，排队 %4</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>%1 sequences per worker (at most %2)</source>
        <translation>每个 worker %1 个序列（最多 %2）</translation>
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
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>%1, %2 output; %3 per GPU over %4</source>
        <translation>%1，输出 %2；%4 中每 GPU %3</translation>
    </message>
    <message>
        <source>speculative decoding with %1, %2 proposals a step at %3 acceptance (%4 tokens a step)</source>
        <translation>使用 %1 的推测解码，每步 %2 个提议，接受率 %3（每步 %4 个 token）</translation>
    </message>
    <message>
        <source>the model's MTP/EAGLE head</source>
        <translation>模型自身的 MTP/EAGLE 头</translation>
    </message>
    <message>
        <source>prefix caching of a %1-token shared prefix, found by %2 of requests</source>
        <translation>缓存 %1 个 token 的共享前缀，%2 的请求命中</translation>
    </message>
    <message>
        <source>Serving    %1</source>
        <translation>服务       %1</translation>
    </message>
    <message numerus="yes">
        <source>Disaggregated serving (%n split(s) estimated)</source>
        <translation>
            <numerusform>分离式服务（估算了 %n 种拆分）</numerusform>
        </translation>
    </message>
    <message>
        <source>  KV transfer %1 a request over %2; prefill %3 busy; %4 sequences per decode worker</source>
        <translation>  每个请求 KV 传输 %1，经 %2；预填充忙碌 %3；每个解码 worker %4 个序列</translation>
    </message>
    <message>
        <source>%1 less</source>
        <translation>少 %1</translation>
    </message>
    <message>
        <source>%1 more</source>
        <translation>多 %1</translation>
    </message>
    <message>
        <source>Against plan rank 1 (%1):</source>
        <translation>与规划第 1 名（%1）相比：</translation>
    </message>
    <message>
        <source>  recommended: the split's %1 at %2 NPV against rank 1's %3 at %4: %5</source>
        <translation>  推荐：拆分方案的 %1，净现值 %2；第 1 名的 %3，净现值 %4：%5</translation>
    </message>
    <message>
        <source>  on-demand: %1 NPV against %2: %3</source>
        <translation>  按需：净现值 %1，对比 %2：%3</translation>
    </message>
    <message>
        <source>/GPU-hour</source>
        <translation>/GPU·小时</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>The inputs listed below are the decode pool's; each pool is costed with its own GPU's prices, server price and power, and the options are their sums.</source>
        <translation>下面列出的输入是解码池的；每个池按其自身 GPU 的价格、服务器价格和功耗计算成本，各方案为两者之和。</translation>
    </message>
    <message>
        <source>Configuration: %1 (the planner's disaggregated split; plan rank 1 of %2 is the aggregated one)</source>
        <translation>配置：%1（规划器的分离式拆分；规划第 1 名（共 %2 个）为聚合式）</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n worker(s) at the plan (%2); one carries %3 within the SLA, %4 at saturation; on-demand %5 (%6); autoscaled today from %7 to %8 workers</source>
        <translation>
            <numerusform>%1：规划中 %n 个 worker（%2）；每个在 SLA 内承载 %3，饱和时 %4；按需 %5（%6）；今日自动伸缩 %7 至 %8 个 worker</numerusform>
        </translation>
    </message>
    <message>
        <source>Prefill pool</source>
        <translation>预填充池</translation>
    </message>
    <message>
        <source>Decode pool</source>
        <translation>解码池</translation>
    </message>
    <message>
        <source>no comparison (a zero NPV)</source>
        <translation>无法比较（净现值为零）</translation>
    </message>
    <message>
        <source>Configuration: %1 (the planner's disaggregated split; no aggregated layout meets the SLA)</source>
        <translation>配置：%1（规划器的分离式拆分；没有聚合式布局满足 SLA）</translation>
    </message>
    <message>
        <source>catalog quotes from %1, region %2 (USD)</source>
        <translation>目录报价来源：%1，地区：%2（USD）</translation>
    </message>
    <message>
        <source>%1 GPU-hours per million tokens</source>
        <translation>每百万 token %1 GPU·小时</translation>
    </message>
    <message>
        <source>No price for %1 on %2: %3 (set cost.gpu_hour_usd.%4)</source>
        <translation>%1（%2）没有价格：%3（请设置 cost.gpu_hour_usd.%4）</translation>
    </message>
    <message>
        <source>Not ranked for lack of a price: %1 on %2 (%3) would beat the recommendation below %4/GPU-hour (set cost.gpu_hour_usd.%5)</source>
        <translation>因无价格未排名：%1（%2，%3）在低于 %4/GPU·小时时将优于推荐配置（请设置 cost.gpu_hour_usd.%5）</translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) (largest that fits: %1)</source>
        <translation>
            <numerusform>%n 个序列（最多可容纳 %1）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>TCO: %1 over %n month(s) (discount rate %2/year)</source>
        <translation>
            <numerusform>TCO：%1，%n 个月（折现率 %2/年）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On-prem does not break even with the best cloud option (%1) within %n month(s).</source>
        <translation>
            <numerusform>本地部署在 %n 个月内无法与最佳云方案（%1）达到盈亏平衡。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommendation: %1, the %2 (%3; %4 per month on average, %5 over %n month(s)).</source>
        <translation>
            <numerusform>建议：%1，%2（%3；平均每月 %4，%n 个月共 %5）。</numerusform>
        </translation>
    </message>
    <message>
        <source>  one GPU's step</source>
        <translation>  单个 GPU 的步</translation>
    </message>
    <message>
        <source>matmuls %1, non-matmul work %2, tensor-parallel all-reduces %3, pipeline bubble %4</source>
        <translation>矩阵乘法 %1，非矩阵乘法工作 %2，张量并行 all-reduce %3，流水线气泡 %4</translation>
    </message>
    <message>
        <source>%1: matmuls at %2 of peak, non-matmul work %3 B per hidden unit, token and layer</source>
        <translation>%1：矩阵乘法达峰值的 %2，非矩阵乘法工作每隐藏单元、每 token、每层 %3 B</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 of the %3 dense peak (pipeline bubble %2)</source>
        <translation>%3 稠密峰值的 %1（流水线气泡 %2）</translation>
    </message>
    <message>
        <source>  expert all-to-alls</source>
        <translation>  专家 all-to-all</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>not validated on measurements of %1 (factors from %2 runs of other %3 GPUs with %4)</source>
        <translation>未经 %1 的测量验证（系数取自 %4 下其他 %3 GPU 的 %2 次测量）</translation>
    </message>
    <message>
        <source>not validated on measurements of %1 with %2 (%3 runs of %4 GPUs with %2 in the calibration)</source>
        <translation>未经 %1 在 %2 下的测量验证（校准中有 %4 GPU 在 %2 下的 %3 次测量）</translation>
    </message>
    <message>
        <source>concurrency %1 exceeds the engine's cap of %2 running sequences: the rest wait in its queue</source>
        <translation>并发 %1 超过引擎 %2 个运行序列的上限：其余在队列中等待</translation>
    </message>
    <message>
        <source>not even one sequence of the requested length fits: memory and times are shown for one sequence</source>
        <translation>连一个所需长度的序列都放不下：显存和时间按一个序列显示</translation>
    </message>
    <message>
        <source>saturated: %1 requests/s exceed what the deployment serves (about %2 requests/s); the queue grows without bound and the latencies shown grow with the length of the run</source>
        <translation>饱和：%1 req/s超过部署的服务能力（约 %2 req/s）；队列无限增长，所示延迟随运行时长增加</translation>
    </message>
    <message>
        <source>diffusion FLOPs per step approximated as 2 x denoiser parameters x latent tokens; activations not modelled</source>
        <translation>每步扩散 FLOPs 近似为 2 × 去噪器参数 × 潜在 token；未建模激活值</translation>
    </message>
    <message>
        <source>fits with --zero %1 (%2 of %3 GiB: gradients sharded over the %4 data-parallel GPUs, as FSDP runs keep them)</source>
        <translation>使用 --zero %1 可放下（%2 / %3 GiB：梯度分片到 %4 个数据并行 GPU 上，与 FSDP 运行方式相同）</translation>
    </message>
    <message>
        <source>fits with --zero %1 (%2 of %3 GiB: weights, gradients and optimizer states sharded over the %4 data-parallel GPUs (FSDP))</source>
        <translation>使用 --zero %1 可放下（%2 / %3 GiB：权重、梯度和优化器状态分片到 %4 个数据并行 GPU 上 (FSDP)）</translation>
    </message>
    <message>
        <source>fits with --recompute full (%1 of %2 GiB: each layer's activations recomputed in the backward pass, about a third more compute)</source>
        <translation>使用 --recompute full 可放下（%1 / %2 GiB：在反向传播中重算每层激活值，计算量约增加三分之一）</translation>
    </message>
    <message>
        <source>context parallelism: the ring exchange of keys and values between the %1 GPUs of a sequence is not in the step time (it overlaps with attention while each GPU holds enough tokens)</source>
        <translation>上下文并行：一个序列的 %1 个 GPU 之间键值的环形交换未计入步时间（只要每个 GPU 持有足够 token，它与注意力计算重叠）</translation>
    </message>
    <message>
        <source>QLoRA dequantizes the 4-bit base on every pass; that overhead is not in the step time</source>
        <translation>QLoRA 每次前后向都会反量化 4 位基础模型；该开销未计入步时间</translation>
    </message>
    <message>
        <source>tp = %1 spans more than the %2-GPU %3 domain of %4: tensor-parallel all-reduces cross the network</source>
        <translation>tp = %1 超出 %4 的 %2 GPU %3 域：张量并行的 all-reduce 需跨网络</translation>
    </message>
    <message>
        <source>%1 is weight-only: dequantized to %2 for the matmuls</source>
        <translation>%1 仅量化权重：矩阵乘法时反量化为 %2</translation>
    </message>
    <message>
        <source>%1 is not native on %2: weights dequantized, matmuls run in %3</source>
        <translation>%1 在 %2 上非原生：权重反量化，矩阵乘法以 %3 运行</translation>
    </message>
    <message>
        <source>%1 lists no usable compute throughput</source>
        <translation>%1 未列出可用的计算吞吐量</translation>
    </message>
    <message>
        <source>GeForce driver licence: not licensed for datacenter deployment</source>
        <translation>GeForce 驱动许可：不允许在数据中心部署</translation>
    </message>
    <message>
        <source>precision not supported: %1 lists no throughput usable for %2</source>
        <translation>不支持该精度：%1 未列出可用于 %2 的吞吐量</translation>
    </message>
    <message>
        <source>precision not native: %1 (allow_non_native to accept)</source>
        <translation>非原生精度：%1（设置 allow_non_native 以接受）</translation>
    </message>
    <message>
        <source>%1 (included because the scenario sets allow_geforce)</source>
        <translation>%1（因场景设置了 allow_geforce 而包含）</translation>
    </message>
    <message>
        <source>no calibration rows for %1/%2: using %3 with a wider band</source>
        <translation>%1/%2 无校准数据：改用 %3，区间更宽</translation>
    </message>
    <message>
        <source>%1: wider band</source>
        <translation>%1：区间更宽</translation>
    </message>
    <message>
        <source>not offered: %1 (allow_geforce to include it, with this caveat)</source>
        <translation>不提供：%1（设置 allow_geforce 可在附此说明的情况下包含）</translation>
    </message>
    <message>
        <source>%1 more layout of this GPU also meets the targets with over %2x its %3 GPU: not ranked</source>
        <translation>该 GPU 另有 %1 种布局也满足目标，但所需 GPU 超过其 %3 个 GPU 的 %2 倍：不参与排名</translation>
    </message>
    <message>
        <source>%1 more layout of this GPU also meets the targets with over %2x its %3 GPUs: not ranked</source>
        <translation>该 GPU 另有 %1 种布局也满足目标，但所需 GPU 超过其 %3 个 GPU 的 %2 倍：不参与排名</translation>
    </message>
    <message>
        <source>%1 more layouts of this GPU also meet the targets with over %2x its %3 GPU: not ranked</source>
        <translation>该 GPU 另有 %1 种布局也满足目标，但所需 GPU 超过其 %3 个 GPU 的 %2 倍：不参与排名</translation>
    </message>
    <message>
        <source>%1 more layouts of this GPU also meet the targets with over %2x its %3 GPUs: not ranked</source>
        <translation>该 GPU 另有 %1 种布局也满足目标，但所需 GPU 超过其 %3 个 GPU 的 %2 倍：不参与排名</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>PCIe peer-to-peer</source>
        <translation>PCIe 点对点</translation>
    </message>
    <message>
        <source>the network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>TP %1 over %2: transfers take %3 of each decode step</source>
        <translation>TP %1 经由 %2：传输占每个解码步的 %3</translation>
    </message>
    <message>
        <source>TP %1 over %2: transfers take %3 of each decode step (over %4; a GPU with a faster scale-up link or a smaller TP would do better)</source>
        <translation>TP %1 经由 %2：传输占每个解码步的 %3（超过 %4；使用纵向扩展链路更快的 GPU 或更小的 TP 会更好）</translation>
    </message>
    <message>
        <source>loading %1 of weights per GPU over PCIe Gen%2 takes at least %3 (a replica's cold start; storage is often slower)</source>
        <translation>经 PCIe Gen%2 为每个 GPU 加载 %1 权重至少需要 %3（副本冷启动；存储往往更慢）</translation>
    </message>
    <message>
        <source>each replica spans %1 nodes: pipeline stages pass activations over the network</source>
        <translation>每个副本跨 %1 个节点：流水线各级通过网络传递激活值</translation>
    </message>
    <message>
        <source>minimum deployment: the scenario asks for at least %1 replicas (limits.min_replicas); they run at %2 of capacity today</source>
        <translation>最小部署：场景要求至少 %1 个副本 (limits.min_replicas)；当前以 %2 的容量运行</translation>
    </message>
    <message>
        <source>over-provisioned: %1 replicas run at %2 of capacity today</source>
        <translation>过度配置：%1 个副本当前以 %2 的容量运行</translation>
    </message>
    <message>
        <source>over-provisioned: %1 replicas run at %2 of capacity today; the latency target, not the load, sets the count</source>
        <translation>过度配置：%1 个副本当前以 %2 的容量运行；副本数由延迟目标而非负载决定</translation>
    </message>
    <message>
        <source>minimum deployment: one replica runs at %1 of capacity today (no smaller layout meets the target)</source>
        <translation>最小部署：一个副本当前以 %1 的容量运行（没有更小的布局能满足目标）</translation>
    </message>
    <message>
        <source>memory mostly idle: %1 of %2 per GPU in use at today's load</source>
        <translation>显存大多闲置：按当前负载每个 GPU 仅用 %2 中的 %1</translation>
    </message>
    <message>
        <source>sized to the pessimistic end of the 90 % band (sla.size_to_pessimistic): %1 TPOT up to %2, %1 TTFT up to %3</source>
        <translation>按 90 % 区间悲观端规划 (sla.size_to_pessimistic)：%1 TPOT 最高 %2，%1 TTFT 最高 %3</translation>
    </message>
    <message>
        <source>uncertainty: the pessimistic end of the %1 TPOT band (%2) misses the %3 target</source>
        <translation>不确定性：%1 TPOT 区间的悲观端（%2）达不到 %3 的目标</translation>
    </message>
    <message>
        <source>uncertainty: the pessimistic end of the %1 TTFT band (%2) misses the %3 target</source>
        <translation>不确定性：%1 TTFT 区间的悲观端（%2）达不到 %3 的目标</translation>
    </message>
    <message>
        <source>under-provisioned: %1 utilization at the grown demand leaves little room for bursts</source>
        <translation>配置不足：增长后需求下利用率为 %1，几乎没有应对突发的余量</translation>
    </message>
    <message>
        <source>each replica serves about %1 of the %2 requests/s arriving</source>
        <translation>每个副本约服务到达的 %2 req/s中的 %1</translation>
    </message>
    <message>
        <source>%1 TTFT %2 (target %3), %1 TPOT %4 (target %5)%6</source>
        <translation>%1 TTFT %2（目标 %3），%1 TPOT %4（目标 %5）%6</translation>
    </message>
    <message>
        <source>%1 TTFT %2 (target %3), %1 TPOT %4%5</source>
        <translation>%1 TTFT %2（目标 %3），%1 TPOT %4%5</translation>
    </message>
    <message>
        <source>%1 TTFT %2, %1 TPOT %3 (target %4)%5</source>
        <translation>%1 TTFT %2，%1 TPOT %3（目标 %4）%5</translation>
    </message>
    <message>
        <source>%1 TTFT %2, %1 TPOT %3%4</source>
        <translation>%1 TTFT %2，%1 TPOT %3%4</translation>
    </message>
    <message>
        <source>at the %1 %2 TPOT target%3 only batch %4 fits (memory holds %5 sequence)</source>
        <translation>在 %1 的 %2 TPOT 目标%3下只能用批大小 %4（显存可容纳 %5 个序列）</translation>
    </message>
    <message>
        <source>at the %1 %2 TPOT target%3 only batch %4 fits (memory holds %5 sequences)</source>
        <translation>在 %1 的 %2 TPOT 目标%3下只能用批大小 %4（显存可容纳 %5 个序列）</translation>
    </message>
    <message>
        <source>memory holds only %1 sequence per replica</source>
        <translation>每个副本的显存只能容纳 %1 个序列</translation>
    </message>
    <message>
        <source>memory holds only %1 sequences per replica</source>
        <translation>每个副本的显存只能容纳 %1 个序列</translation>
    </message>
    <message>
        <source>the engine runs at most %1 sequence per replica</source>
        <translation>引擎每个副本最多运行 %1 个序列</translation>
    </message>
    <message>
        <source>the engine runs at most %1 sequences per replica</source>
        <translation>引擎每个副本最多运行 %1 个序列</translation>
    </message>
    <message>
        <source>%1, so a replica serves %2 of the %3 requests/s to size for</source>
        <translation>%1，因此一个副本只能服务需规划的 %3 req/s中的 %2</translation>
    </message>
    <message>
        <source>%1 replica</source>
        <translation>%1 个副本</translation>
    </message>
    <message>
        <source>%1 replicas</source>
        <translation>%1 个副本</translation>
    </message>
    <message>
        <source>%1 GPU</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <source> for the band's pessimistic end (targets / %1)</source>
        <translation>（按区间悲观端：目标 / %1）</translation>
    </message>
    <message>
        <source>does not fit: needs %1 per GPU for one sequence (mean length), %2 usable (short by %3)</source>
        <translation>放不下：一个序列（平均长度）每个 GPU 需要 %1，可用 %2（缺 %3）</translation>
    </message>
    <message>
        <source>does not fit: needs %1 per GPU for one sequence (p95 length), %2 usable (short by %3)</source>
        <translation>放不下：一个序列（p95 长度）每个 GPU 需要 %1，可用 %2（缺 %3）</translation>
    </message>
    <message>
        <source>misses TPOT: %1 is %2 even at batch 1, target %3%4 (+%5)</source>
        <translation>TPOT 未达标：即使批大小为 1，%1 也为 %2，目标 %3%4（+%5）</translation>
    </message>
    <message>
        <source>misses TTFT: %1 is %2 even with no request waiting (%3-token prompt), target %4%5 (+%6)</source>
        <translation>TTFT 未达标：即使无请求排队（%3 token 的提示），%1 也为 %2，目标 %4%5（+%6）</translation>
    </message>
    <message>
        <source>limits.min_replicas asks for %1</source>
        <translation>limits.min_replicas 要求 %1</translation>
    </message>
    <message>
        <source>needs %1 (%2 of %3), limit %4: %5</source>
        <translation>需要 %1（%2，每个 %3），上限 %4：%5</translation>
    </message>
    <message>
        <source>misses the %1 targets under load with %2, the most the %3-GPU limit allows: %4</source>
        <translation>在负载下使用 %2（%3 GPU 上限允许的最多数量）仍达不到 %1 目标：%4</translation>
    </message>
    <message>
        <source>gradient all-reduce over the network takes %1 per step (%2 of the step)</source>
        <translation>通过网络的梯度 all-reduce 每步耗时 %1（占步时间的 %2）</translation>
    </message>
    <message>
        <source>gradient all-reduce over the network takes %1 per step (%2 of the step): faster NICs, a larger global batch or more TP/PP would help</source>
        <translation>通过网络的梯度 all-reduce 每步耗时 %1（占步时间的 %2）：更快的网卡、更大的全局批或更多 TP/PP 会有帮助</translation>
    </message>
    <message>
        <source>training data read: %1 MB/s per node</source>
        <translation>训练数据读取：每节点 %1 MB/s</translation>
    </message>
    <message>
        <source>training data read: %1 MB/s per node (more than a typical node's %2 MB/s from shared storage)</source>
        <translation>训练数据读取：每节点 %1 MB/s（超过典型节点从共享存储读取的 %2 MB/s）</translation>
    </message>
    <message>
        <source>misses the deadline: %1 h on %2 GPUs (the most that help within %3), deadline %4 h</source>
        <translation>错过期限：在 %2 个 GPU 上需 %1 h（%3 以内有帮助的最大数量），期限 %4 h</translation>
    </message>
    <message>
        <source>does not fit: needs %1 per GPU at best (%2 GPUs), %3 usable (short by %4)</source>
        <translation>放不下：每个 GPU 最少需要 %1（%2 个 GPU），可用 %3（缺 %4）</translation>
    </message>
    <message>
        <source>needs %1 GPUs for one copy of the model (%2), limits.max_gpus %3</source>
        <translation>一份模型副本需要 %1 个 GPU（%2），limits.max_gpus 为 %3</translation>
    </message>
    <message>
        <source>no data-parallel degree within %1 GPUs divides the %2 micro-batches of a step</source>
        <translation>在 %1 个 GPU 以内，没有数据并行度能整除每步的 %2 个微批</translation>
    </message>
    <message>
        <source>uncertainty: the pessimistic end of the band (%1 h) misses the %2 h deadline</source>
        <translation>不确定性：区间悲观端（%1 h）达不到 %2 h 的期限</translation>
    </message>
    <message>
        <source>over-provisioned: finishes in %1 of the time allowed</source>
        <translation>过度配置：只用了允许时间的 %1 就完成</translation>
    </message>
    <message>
        <source>spot capacity can be reclaimed at short notice: reclaims are not modelled, so spot is never recommended for serving with an SLA</source>
        <translation>竞价实例容量可能被随时回收：回收未建模，因此有 SLA 的服务从不推荐竞价实例</translation>
    </message>
    <message>
        <source>spot capacity can be reclaimed at short notice: runs need checkpoints, and the restarts are not modelled</source>
        <translation>竞价实例容量可能被随时回收：训练需要检查点，且重启未建模</translation>
    </message>
    <message>
        <source>demand above the reservation bursts to on-demand: %1 GPU-hours over the horizon</source>
        <translation>超出预留的需求转用按需：规划期内共 %1 GPU·小时</translation>
    </message>
    <message>
        <source>includes %1 for the part of the last term that runs past the horizon</source>
        <translation>包含最后一期超出规划期部分的 %1</translation>
    </message>
    <message>
        <source>the loan balance still owed at the end of the horizon (%1) is paid off in the last month</source>
        <translation>规划期末仍欠的贷款余额（%1）在最后一个月还清</translation>
    </message>
    <message>
        <source>resale value at the end of the horizon: %1</source>
        <translation>规划期末的转售价值：%1</translation>
    </message>
    <message>
        <source>the fleet grows from %1 to %2 nodes with demand</source>
        <translation>集群随需求从 %1 个节点增长到 %2 个</translation>
    </message>
    <message>
        <source>no on-prem base pays off: all-cloud on-demand is cheapest</source>
        <translation>任何本地部署基础都不划算：全部按需上云最便宜</translation>
    </message>
    <message>
        <source>on-prem base of %1 node, the lowest NPV of 0..%2 nodes; on-demand bursts above it</source>
        <translation>本地部署基础 %1 个节点，为 0..%2 个节点中净现值最低者；超出部分使用按需</translation>
    </message>
    <message>
        <source>on-prem base of %1 nodes, the lowest NPV of 0..%2 nodes; on-demand bursts above it</source>
        <translation>本地部署基础 %1 个节点，为 0..%2 个节点中净现值最低者；超出部分使用按需</translation>
    </message>
    <message>
        <source>pays for up to %1 GPUs in a month, more than limits.max_gpus (%2) allows today</source>
        <translation>每月最多需支付 %1 个 GPU，超过 limits.max_gpus（%2）当前的允许值</translation>
    </message>
    <message>
        <source>%1x %2, %3, %4, batch %5 per replica</source>
        <translation>%1x %2，%3，%4，每副本批大小 %5</translation>
    </message>
    <message>
        <source>%1x %2, %3, %4, DP%5, %6 h per run</source>
        <translation>%1x %2，%3，%4，DP%5，每次运行 %6 h</translation>
    </message>
    <message>
        <source>lowest net present value of the options that keep the latency SLA (spot costs less but can be reclaimed)</source>
        <translation>在满足延迟 SLA 的方案中净现值最低（竞价实例更便宜但可能被回收）</translation>
    </message>
    <message>
        <source>lowest net present value</source>
        <translation>净现值最低</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>runtime overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <source>GPU utilization mean %1, p50 %2, p95 %3; saturated (&gt;= 90 %) %4 of samples</source>
        <translation>GPU 利用率均值 %1，p50 %2，p95 %3；饱和（&gt;= 90 %）占样本的 %4</translation>
    </message>
    <message>
        <source>memory used peak %1, p99 %2, mean %3 of %4 per GPU</source>
        <translation>已用显存峰值 %1，p99 %2，均值 %3，每块 GPU 共 %4</translation>
    </message>
    <message>
        <source>memory used peak %1, p99 %2, mean %3 (memory total not reported)</source>
        <translation>已用显存峰值 %1，p99 %2，均值 %3（未报告显存总量）</translation>
    </message>
    <message>
        <source>SM active mean %1</source>
        <translation>SM 活跃均值 %1</translation>
    </message>
    <message>
        <source>SM occupancy mean %1, p95 %2</source>
        <translation>SM 占用率均值 %1，p95 %2</translation>
    </message>
    <message>
        <source>tensor pipe active mean %1, p95 %2</source>
        <translation>Tensor 管线活跃均值 %1，p95 %2</translation>
    </message>
    <message>
        <source>DRAM active mean %1, p95 %2</source>
        <translation>DRAM 活跃均值 %1，p95 %2</translation>
    </message>
    <message>
        <source>idle (&lt; 5 % for 5 min or more) %1 of the observed time, in 1 period</source>
        <translation>空闲（&lt; 5 % 持续 5 分钟以上）占观测时间的 %1，共 1 个时段</translation>
    </message>
    <message>
        <source>idle (&lt; 5 % for 5 min or more) %1 of the observed time, in %2 periods</source>
        <translation>空闲（&lt; 5 % 持续 5 分钟以上）占观测时间的 %1，共 %2 个时段</translation>
    </message>
    <message>
        <source>Under-provisioned: p99 memory %1 of %2 (%3) on %4.</source>
        <translation>配置不足：%4 上 p99 显存 %1 / %2（%3）。</translation>
    </message>
    <message>
        <source>Under-provisioned: saturated (&gt;= 90 % busy) %1 of the time, p50 utilization %2 on %3.</source>
        <translation>配置不足：%3 上饱和（繁忙 &gt;= 90 %）时间占 %1，p50 利用率 %2。</translation>
    </message>
    <message>
        <source>Bottlenecked elsewhere: p95 utilization %1 on %2 while host-to-device PCIe runs at %3 GB/s of %4 GB/s (p95, %5): the GPUs wait on data (PCIe, input pipeline, CPU); more or bigger GPUs will not help.</source>
        <translation>瓶颈在别处：%2 上 p95 利用率 %1，而主机到设备的 PCIe 以 %3 GB/s 运行（上限 %4 GB/s，p95，%5）：GPU 在等待数据（PCIe、输入管线、CPU）；增加或更换更大的 GPU 无济于事。</translation>
    </message>
    <message>
        <source>Bottlenecked elsewhere: p95 utilization %1 on %2 although demand was saturated: the GPUs wait on data (PCIe, input pipeline, CPU); more or bigger GPUs will not help.</source>
        <translation>瓶颈在别处：尽管需求已饱和，%2 上 p95 利用率仅 %1：GPU 在等待数据（PCIe、输入管线、CPU）；增加或更换更大的 GPU 无济于事。</translation>
    </message>
    <message>
        <source>Over-provisioned: peak memory %1 of %2 and p95 utilization %3, idle %4 of the time, on %5.</source>
        <translation>过度配置：%5 上峰值显存 %1 / %2，p95 利用率 %3，空闲时间占 %4。</translation>
    </message>
    <message>
        <source>Over-provisioned: peak memory %1 of %2 and p95 utilization %3 on %4.</source>
        <translation>过度配置：%4 上峰值显存 %1 / %2，p95 利用率 %3。</translation>
    </message>
    <message>
        <source>Over-provisioned: p95 utilization %1, idle %2 of the time, on %3.</source>
        <translation>过度配置：%3 上 p95 利用率 %1，空闲时间占 %2。</translation>
    </message>
    <message>
        <source>Over-provisioned: p95 utilization %1 on %2.</source>
        <translation>过度配置：%2 上 p95 利用率 %1。</translation>
    </message>
    <message>
        <source>a saturated GPU hides how much more work was waiting: the candidates carry the measured load, a lower bound of the demand</source>
        <translation>饱和的 GPU 掩盖了还有多少工作在等待：候选按实测负载规划，这只是需求的下限</translation>
    </message>
    <message>
        <source>Bottlenecked elsewhere: kernels run %1 of the time (p50) but the SMs are active only %2 inside them on %3: small kernels bound by launch or CPU time; batch more, or use CUDA graphs.</source>
        <translation>瓶颈在别处：%3 上内核运行时间占 %1（p50），但其中 SM 仅 %2 活跃：小内核受启动或 CPU 时间限制；请增大批次，或使用 CUDA graphs。</translation>
    </message>
    <message>
        <source>Right-sized: p95 utilization %1, peak memory %2 of capacity on %3.</source>
        <translation>配置合理：%3 上 p95 利用率 %1，峰值显存占容量的 %2。</translation>
    </message>
    <message>
        <source>Right-sized: p95 utilization %1 on %2.</source>
        <translation>配置合理：%2 上 p95 利用率 %1。</translation>
    </message>
    <message>
        <source>candidates scale the measured p95 busy share by dense 16-bit FLOP/s and memory bandwidth and assume the load spreads evenly over the GPUs; check the chosen one with `rightsizer plan` on the workload's scenario (interconnect and latency are not in telemetry)</source>
        <translation>候选按稠密 16 位 FLOP/s 和显存带宽换算实测的 p95 繁忙比例，并假设负载在各 GPU 间均匀分布；请用 `rightsizer plan` 在该负载的场景上核实所选配置（遥测中没有互连和延迟数据）</translation>
    </message>
    <message>
        <source>%1 %2 x %3 would carry the measured load at %4 busy for $%5/h instead of $%6/h.</source>
        <translation>%1 %2 x %3 能以 %4 的繁忙度承载实测负载，费用 $%5/小时，而非 $%6/小时。</translation>
    </message>
    <message>
        <source>%1 %2 x %3 would carry the measured load at %4 busy for $%5/h instead of $%6/h (%7).</source>
        <translation>%1 %2 x %3 能以 %4 的繁忙度承载实测负载，费用 $%5/小时，而非 $%6/小时（%7）。</translation>
    </message>
    <message>
        <source>Not enough data: %1 utilization or memory samples; at least %2 are needed for a verdict.</source>
        <translation>数据不足：仅有 %1 个利用率或显存样本；至少需要 %2 个才能得出结论。</translation>
    </message>
    <message>
        <source>'%1' is not a catalog GPU: no candidates and no cost (name it with --gpu ID)</source>
        <translation>“%1”不是目录中的 GPU：无候选、无成本（请用 --gpu ID 指定）</translation>
    </message>
    <message>
        <source>no memory readings: candidates are sized on utilization alone</source>
        <translation>没有显存读数：候选仅按利用率规划</translation>
    </message>
    <message>
        <source>PCIe host-to-device p95 %1 of the link</source>
        <translation>PCIe 主机到设备 p95 占链路的 %1</translation>
    </message>
    <message>
        <source>scenario tco.demand</source>
        <translation>场景 tco.demand</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>profile: %1</source>
        <translation>曲线：%1</translation>
    </message>
    <message>
        <source>the demand profile (%1) peaks at %2 requests/s, not the %3 of workload.requests_per_s: the fleet is sized for the profile's peak</source>
        <translation>需求曲线（%1）峰值为 %2 请求/秒，而非 workload.requests_per_s 的 %3：集群按曲线峰值规划</translation>
    </message>
    <message>
        <source>the demand profile (%1) averages %2 requests/s, not the %3 of workload.mean_requests_per_s: costs use the profile's mean</source>
        <translation>需求曲线（%1）平均为 %2 请求/秒，而非 workload.mean_requests_per_s 的 %3：成本按曲线平均值计算</translation>
    </message>
    <message>
        <source>default daytime profile reshaped (exponent %1): peak = workload.requests_per_s, mean = workload.mean_requests_per_s</source>
        <translation>默认日间曲线经重塑（指数 %1）：峰值 = workload.requests_per_s，均值 = workload.mean_requests_per_s</translation>
    </message>
    <message>
        <source>default daytime profile reshaped to the mean</source>
        <translation>按均值重塑的默认日间曲线</translation>
    </message>
    <message>
        <source>default daytime profile, peak = workload.requests_per_s</source>
        <translation>默认日间曲线，峰值 = workload.requests_per_s</translation>
    </message>
    <message>
        <source>default daytime profile</source>
        <translation>默认日间曲线</translation>
    </message>
    <message>
        <source>one provider</source>
        <translation>仅一家提供商</translation>
    </message>
    <message>
        <source>%1 providers</source>
        <translation>%1 家提供商</translation>
    </message>
    <message>
        <source>marketplace quotes only</source>
        <translation>仅有市场平台报价</translation>
    </message>
    <message>
        <source>no observation date</source>
        <translation>无观测日期</translation>
    </message>
    <message>
        <source>newest quote %1 months old</source>
        <translation>最新报价已有 %1 个月</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1，%2，%3</translation>
    </message>
    <message>
        <source>scenario cost.gpu_hour_usd</source>
        <translation>场景 cost.gpu_hour_usd</translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>预留</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <source>capacity-block</source>
        <translation>容量块</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>购买</translation>
    </message>
    <message>
        <source>on-demand-historical</source>
        <translation>按需（历史）</translation>
    </message>
    <message>
        <source>date not given</source>
        <translation>未注明日期</translation>
    </message>
    <message>
        <source>observed %1</source>
        <translation>观测于 %1</translation>
    </message>
    <message>
        <source>observed %1..%2</source>
        <translation>观测于 %1..%2</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>hyperscaler</source>
        <translation>超大规模云</translation>
    </message>
    <message>
        <source>specialist</source>
        <translation>专业 GPU 云</translation>
    </message>
    <message>
        <source>marketplace</source>
        <translation>市场平台</translation>
    </message>
    <message>
        <source>every provider</source>
        <translation>所有提供商</translation>
    </message>
    <message>
        <source>hyperscaler clouds (AWS, Azure, Google Cloud, Oracle)</source>
        <translation>超大规模云（AWS、Azure、Google Cloud、Oracle）</translation>
    </message>
    <message>
        <source>specialist GPU clouds (CoreWeave, Lambda, Nebius, RunPod Secure Cloud, ...)</source>
        <translation>专业 GPU 云（CoreWeave、Lambda、Nebius、RunPod Secure Cloud 等）</translation>
    </message>
    <message>
        <source>marketplaces (RunPod Community Cloud, Vast.ai)</source>
        <translation>市场平台（RunPod Community Cloud、Vast.ai）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>one %1 quote: %2 %3; %4</source>
        <translation>一条%1报价：%2 %3；%4</translation>
    </message>
    <message>
        <source>median of %1 %2 quotes from %3, $%4-$%5; %6</source>
        <translation>%3 的 %1 条%2报价的中位数，$%4-$%5；%6</translation>
    </message>
    <message>
        <source>median of %1 providers' medians (%2 %3 quotes from %4, $%5-$%6); %7</source>
        <translation>%1 家提供商各自中位数的中位数（%4 的 %2 条%3报价，$%5-$%6）；%7</translation>
    </message>
    <message>
        <source>no on-demand price (needed for bursts); set tco.cloud.on_demand_usd_per_gpu_hour</source>
        <translation>无按需价格（突发时需要）；请设置 tco.cloud.on_demand_usd_per_gpu_hour</translation>
    </message>
    <message>
        <source>a training run needs its whole cluster; bursting splits serving replicas only</source>
        <translation>训练运行需要整个集群；突发扩展只能拆分推理服务副本</translation>
    </message>
    <message>
        <source>catalog: %1</source>
        <translation>目录：%1</translation>
    </message>
    <message>
        <source>no on-demand price for %1; set tco.cloud.on_demand_usd_per_gpu_hour or cost.gpu_hour_usd</source>
        <translation>%1 无按需价格；请设置 tco.cloud.on_demand_usd_per_gpu_hour 或 cost.gpu_hour_usd</translation>
    </message>
    <message>
        <source>catalog: %1 (term not stated by the source)</source>
        <translation>目录：%1（来源未说明期限）</translation>
    </message>
    <message>
        <source>derived: on-demand x %1, the median reserved/on-demand ratio of the catalog's offers quoted both ways</source>
        <translation>推算：按需 x %1，即目录中同时有两种报价的产品的预留/按需比值中位数</translation>
    </message>
    <message>
        <source>no reserved price; set tco.cloud.reserved_1y_usd_per_gpu_hour</source>
        <translation>无预留价格；请设置 tco.cloud.reserved_1y_usd_per_gpu_hour</translation>
    </message>
    <message>
        <source>assumption: on-demand x %1 (the catalog quotes no 3-year term)</source>
        <translation>假设：按需 x %1（目录中没有 3 年期报价）</translation>
    </message>
    <message>
        <source>no on-demand price to derive it from; set tco.cloud.reserved_3y_usd_per_gpu_hour</source>
        <translation>没有可供推算的按需价格；请设置 tco.cloud.reserved_3y_usd_per_gpu_hour</translation>
    </message>
    <message>
        <source>no spot quote for %1 in the catalog; set tco.cloud.spot_usd_per_gpu_hour</source>
        <translation>目录中没有 %1 的竞价报价；请设置 tco.cloud.spot_usd_per_gpu_hour</translation>
    </message>
    <message>
        <source>no spot quote for %1 from '%2' in the catalog; set tco.cloud.spot_usd_per_gpu_hour</source>
        <translation>目录中没有“%2”提供的 %1 竞价报价；请设置 tco.cloud.spot_usd_per_gpu_hour</translation>
    </message>
    <message>
        <source>catalog: %1 (%2 USD/GPU) x %3 GPUs + host %4 USD (%5)</source>
        <translation>目录：%1（%2 USD/GPU）x %3 块 GPU + 主机 %4 USD（%5）</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>assumption</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>no purchase price for %1 in the catalog; set tco.on_prem.server_usd_per_node</source>
        <translation>目录中没有 %1 的购买价格；请设置 tco.on_prem.server_usd_per_node</translation>
    </message>
    <message>
        <source>PRC-0103: one port per GPU of a 64-port 400 Gb/s switch at 36,000 USD</source>
        <translation>PRC-0103：每块 GPU 占一个 64 口 400 Gb/s 交换机端口，交换机 36,000 USD</translation>
    </message>
    <message>
        <source>catalog: %1 TDP</source>
        <translation>目录：%1 TDP</translation>
    </message>
    <message>
        <source>the catalog has no TDP for %1, so power cannot be costed</source>
        <translation>目录中没有 %1 的 TDP，无法计算电费</translation>
    </message>
    <message>
        <source>PRC-0120: server overhead x1.3 over GPU TDP (0.3 x %1 GPUs x %2 W)</source>
        <translation>PRC-0120：服务器开销为 GPU TDP 的 1.3 倍（0.3 x %1 块 GPU x %2 W）</translation>
    </message>
    <message>
        <source>none: %1</source>
        <translation>无：%1</translation>
    </message>
    <message>
        <source>at its thin-evidence catalog price (%1), %2 (%3, %4 GPUs) would rank first: $%5/GPU-hour, $%6/M tokens against $%7; a quote of your own in cost.gpu_hour_usd settles it</source>
        <translation>按其依据不足的目录价格（%1），%2（%3，%4 块 GPU）将排名第一：$%5/GPU·小时，$%6/百万 token，对比 $%7；在 cost.gpu_hour_usd 中填入您自己的报价即可确定</translation>
    </message>
    <message>
        <source>rank 1 by price tier: %1 prices would put %2 (%3, %4 GPUs) first at $%5/GPU-hour, $%6/M tokens</source>
        <translation>按价格层级的第 1 名：按%1价格，%2（%3，%4 块 GPU）将以 $%5/GPU·小时、$%6/百万 token 排名第一</translation>
    </message>
    <message>
        <source>%1 prices would put %2 (%3, %4 GPUs) first at $%5/GPU-hour, $%6/M tokens</source>
        <translation>按%1价格，%2（%3，%4 块 GPU）将以 $%5/GPU·小时、$%6/百万 token 排名第一</translation>
    </message>
    <message>
        <source>got %1 requests/s, accepted %2 to %3 requests/s: at most the peak (workload.requests_per_s), and at least what the default daytime profile reaches when only its busiest hours remain; give tco.demand for another shape</source>
        <translation>输入为 %1 请求/秒，可接受 %2 至 %3 请求/秒：不超过峰值 (workload.requests_per_s)，且不低于默认日间曲线只保留最繁忙时段时所能达到的值；如需其他形状请提供 tco.demand</translation>
    </message>
    <message>
        <source>got %1%2, accepted %3 to %4%2%5</source>
        <translation>输入为 %1%2，可接受 %3 至 %4%2%5</translation>
    </message>
    <message>
        <source>%1 is a %2 model; the planner sizes language-model serving and training (use `rightsizer estimate` for images)</source>
        <translation>%1 是 %2 模型；规划器只规划语言模型的推理服务和训练（图像模型请使用 `rightsizer estimate`）</translation>
    </message>
    <message>
        <source>input p95 + output p95 = %1 tokens exceed the %2-token context of %3</source>
        <translation>输入 p95 + 输出 p95 = %1 个 token，超过 %3 的 %2 token 上下文</translation>
    </message>
    <message>
        <source>no target given: set ttft_ms, tpot_ms or min_output_tokens_per_s</source>
        <translation>未设置目标：请设置 ttft_ms、tpot_ms 或 min_output_tokens_per_s</translation>
    </message>
    <message>
        <source>got %1, must be a multiple of 2 x cp = %2</source>
        <translation>输入为 %1，必须是 2 x cp = %2 的倍数</translation>
    </message>
    <message>
        <source>got %1, must be a multiple of micro_batch (%2)</source>
        <translation>输入为 %1，必须是 micro_batch（%2）的倍数</translation>
    </message>
    <message>
        <source>training runs in fp32, bf16, fp16 or fp8 (got %1)</source>
        <translation>训练使用 fp32、bf16、fp16 或 fp8（输入为 %1）</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>list at least one precision (%1)</source>
        <translation>请至少列出一种精度（%1）</translation>
    </message>
    <message>
        <source>lists a precision twice</source>
        <translation>重复列出了同一精度</translation>
    </message>
    <message>
        <source> USD/GPU-hour</source>
        <translation> USD/GPU·小时</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> 个序列</translation>
    </message>
    <message>
        <source>got %1, must be a whole number of sequences</source>
        <translation>输入为 %1，序列数必须为整数</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 个 token</translation>
    </message>
    <message>
        <source> requests/s</source>
        <translation> 请求/秒</translation>
    </message>
    <message>
        <source> (at most the peak)</source>
        <translation>（不超过峰值）</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation> 块 GPU</translation>
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
        <translation> token/秒</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> replicas</source>
        <translation> 个副本</translation>
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
        <translation>输入为 %1，必须为整数</translation>
    </message>
    <message>
        <source>got %1 %2, accepted %3 to %4 %2</source>
        <translation>输入为 %1 %2，可接受 %3 至 %4 %2</translation>
    </message>
    <message>
        <source>got %1 %2, must be a whole number</source>
        <translation>输入为 %1 %2，必须为整数</translation>
    </message>
    <message>
        <source>M output tokens</source>
        <translation>百万输出 token</translation>
    </message>
    <message>
        <source>training run</source>
        <translation>训练任务</translation>
    </message>
    <message>
        <source>a draft model is needed with method draft: name a catalog language model</source>
        <translation>方法 draft 需要草稿模型：请指定目录中的语言模型</translation>
    </message>
    <message>
        <source>%1 has a vocabulary of %2 tokens and %3 one of %4: a draft must share the target's tokenizer</source>
        <translation>%1 的词表有 %2 个 token，而 %3 的有 %4 个：草稿模型必须与目标模型共用分词器</translation>
    </message>
    <message>
        <source> (at most the mean input)</source>
        <translation>（不超过平均输入）</translation>
    </message>
    <message>
        <source>speculative decoding pays at a concurrency of %4: %1 tokens a step, TPOT %2 against %3 without it</source>
        <translation>并发数为 %4 时推测解码划算：每步 %1 个 token，TPOT 为 %2，不用时为 %3</translation>
    </message>
    <message>
        <source>speculative decoding does not pay at a concurrency of %4: %1 tokens a step, but TPOT %2 against %3 without it (the step is compute-bound: checking the proposals costs more than it saves)</source>
        <translation>并发数为 %4 时推测解码不划算：每步 %1 个 token，但 TPOT 为 %2，不用时为 %3（该步受算力限制：验证提议的开销超过节省）</translation>
    </message>
    <message>
        <source>saturated: the deployment runs at its capacity (about %1 requests/s) and further clients only wait longer for their first token</source>
        <translation>已饱和：部署已满负荷运行（约 %1 请求/秒），更多客户端只会更久地等待首个 token</translation>
    </message>
    <message>
        <source>saturated: the arrivals exceed what the deployment serves (about %1 requests/s); the queue grows without bound</source>
        <translation>已饱和：到达量超过部署的服务能力（约 %1 请求/秒）；队列无限增长</translation>
    </message>
    <message>
        <source>disaggregated serving wins: %1 meets the SLA with %2 GPUs at $%3/hour (TTFT %8, TPOT %9) against %4 x %5 aggregated at $%6/hour, %7 % cheaper</source>
        <translation>分离式服务胜出：%1 以 %2 个 GPU、每小时 $%3 满足 SLA（TTFT %8，TPOT %9），聚合式为 %4 x %5、每小时 $%6，便宜 %7 %</translation>
    </message>
    <message>
        <source>disaggregated serving wins: %1 meets the SLA with %2 GPUs (TTFT %8, TPOT %9) against %4 x %5 aggregated, %7 % fewer</source>
        <translation>分离式服务胜出：%1 以 %2 个 GPU 满足 SLA（TTFT %8，TPOT %9），聚合式为 %4 x %5，少 %7 %</translation>
    </message>
    <message>
        <source>aggregated serving wins: %4 x %5 at $%6/hour against %2 GPUs at $%3/hour for the cheapest disaggregated split, %1 (TTFT %8, TPOT %9); %7 % cheaper</source>
        <translation>聚合式服务胜出：%4 x %5、每小时 $%6，最便宜的分离式拆分 %1 需 %2 个 GPU、每小时 $%3（TTFT %8，TPOT %9）；便宜 %7 %</translation>
    </message>
    <message>
        <source>aggregated serving wins: %4 x %5 against %2 GPUs for the cheapest disaggregated split, %1 (TTFT %8, TPOT %9); %7 % fewer</source>
        <translation>聚合式服务胜出：%4 x %5，最便宜的分离式拆分 %1 需 %2 个 GPU（TTFT %8，TPOT %9）；少 %7 %</translation>
    </message>
    <message>
        <source>speculative decoding does not pay at a concurrency of %4: %1 tokens a step, but TPOT %2 against %3 without it (too few proposals are accepted to cover the draft's passes)</source>
        <translation>并发数为 %4 时推测解码不划算：每步 %1 个 token，但 TPOT 为 %2，不用时为 %3（被接受的提议太少，抵不上草稿模型的前向开销）</translation>
    </message>
    <message>
        <source>aggregated and disaggregated serving cost the same: %4 x %5 or %1, %2 GPUs, at $%6/hour (TTFT %8, TPOT %9)</source>
        <translation>聚合式与分离式服务成本相同：%4 x %5 或 %1，%2 个 GPU，每小时 $%6（TTFT %8，TPOT %9）</translation>
    </message>
    <message>
        <source>aggregated and disaggregated serving take the same GPUs: %4 x %5 or %1 (TTFT %8, TPOT %9)</source>
        <translation>聚合式与分离式服务所需 GPU 相同：%4 x %5 或 %1（TTFT %8，TPOT %9）</translation>
    </message>
    <message>
        <source>no disaggregated split meets the SLA within %1 GPUs</source>
        <translation>没有分离式拆分能在 %1 个 GPU 内满足 SLA</translation>
    </message>
    <message>
        <source>disaggregated serving meets the SLA where no aggregated layout does: %1 with %2 GPUs (TTFT %3, TPOT %4)</source>
        <translation>分离式服务可满足任何聚合布局都无法满足的 SLA：%1，%2 个 GPU（TTFT %3，TPOT %4）</translation>
    </message>
    <message>
        <source>%1 pool: %2</source>
        <translation>%1池：%2</translation>
    </message>
    <message>
        <source>%1x %2, %3, %4 per %5 worker</source>
        <translation>每个%5 worker %1x %2，%3，%4</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>disaggregated: %1</source>
        <translation>分离式：%1</translation>
    </message>
    <message>
        <source>reserved-1y</source>
        <translation>1 年预留</translation>
    </message>
    <message>
        <source>reserved-3y</source>
        <translation>3 年预留</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>自有</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
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
        <translation>1 年预留和承诺使用价格</translation>
    </message>
    <message>
        <source>3-year reservations and committed-use prices</source>
        <translation>3 年预留和承诺使用价格</translation>
    </message>
    <message>
        <source>spot and preemptible prices</source>
        <translation>竞价和抢占式实例价格</translation>
    </message>
    <message>
        <source>your own quotes (prices you added to the catalog)</source>
        <translation>您自己的报价（您添加到目录的价格）</translation>
    </message>
    <message>
        <source>your quote: %1 %2, %3</source>
        <translation>您的报价：%1 %2，%3</translation>
    </message>
    <message>
        <source>%1 has %2 B parameters and %3 %4 B: a draft must be smaller than the target</source>
        <translation>%1 有 %2 B 参数，而 %3 有 %4 B：草稿模型必须小于目标模型</translation>
    </message>
    <message>
        <source>3-year reserved</source>
        <translation>预留 3 年</translation>
    </message>
    <message>
        <source>1-year reserved</source>
        <translation>预留 1 年</translation>
    </message>
    <message>
        <source>derived: on-demand x %1, the median %2/on-demand ratio of this GPU's offers quoted both ways (%3)</source>
        <translation>推算：按需 x %1，即该 GPU 同时有两种报价的产品的 %2/按需比值中位数（%3）</translation>
    </message>
    <message>
        <source>mixture of experts: the experts' grouped matmuls and the router run at the dense layers' fitted efficiency (no MoE training in the calibration); the expert-parallel all-to-alls are in the step, not overlapped</source>
        <translation>混合专家：专家的分组矩阵乘法和路由器按稠密层的拟合效率计算（校准中没有 MoE 训练数据）；专家并行的 all-to-all 计入步时间，不与计算重叠</translation>
    </message>
</context>
<context>
    <name>FieldSpecs</name>
    <message>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>full training</source>
        <translation>完整训练</translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>4-bit QLoRA fine-tune</source>
        <translation>4 位 QLoRA 微调</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Serve sizes inference against the SLA; train, lora and qlora size a training run against its deadline.</source>
        <translation>serve 按 SLA 规划推理；train、lora 和 qlora 按截止时间规划训练任务。</translation>
    </message>
    <message>
        <source>Percentile</source>
        <translation>百分位</translation>
    </message>
    <message>
        <source>Percentile of requests at which the latency targets must hold.</source>
        <translation>延迟目标须满足的请求百分位。</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>How far optimizer state, gradients and weights are sharded across the data-parallel GPUs (DeepSpeed ZeRO / FSDP).</source>
        <translation>优化器状态、梯度和权重在数据并行 GPU 之间的分片程度（DeepSpeed ZeRO / FSDP）。</translation>
    </message>
    <message>
        <source>0 (no sharding)</source>
        <translation>0（不分片）</translation>
    </message>
    <message>
        <source>1 (optimizer states)</source>
        <translation>1（优化器状态）</translation>
    </message>
    <message>
        <source>2 (+ gradients)</source>
        <translation>2（+ 梯度）</translation>
    </message>
    <message>
        <source>3 (+ weights)</source>
        <translation>3（+ 权重）</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>Activation recomputation: trades compute for activation memory.</source>
        <translation>激活重计算：以计算换取激活显存。</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <source>GPUs each sequence is split over (Megatron-LM context parallelism, ring attention): activations per GPU shrink by this factor; a layout uses TP x PP x CP GPUs per data-parallel rank, and the sequence length must be a multiple of 2 x CP.</source>
        <translation>每个序列切分到的 GPU 数（Megatron-LM 上下文并行、ring attention）：每 GPU 激活按此倍数缩小；每个数据并行 rank 的布局使用 TP x PP x CP 个 GPU，序列长度须为 2 x CP 的倍数。</translation>
    </message>
    <message>
        <source>1 (off)</source>
        <translation>1（关闭）</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Gradient buffer: 16-bit as NVIDIA's NeMo and Megatron-Bridge recipes keep it (2 bytes/param), or fp32 as Megatron-LM does by default (4 bytes/param).</source>
        <translation>梯度缓冲区：按 NVIDIA NeMo 和 Megatron-Bridge 配方使用 16 位（每参数 2 字节），或按 Megatron-LM 默认使用 fp32（每参数 4 字节）。</translation>
    </message>
    <message>
        <source>16-bit (bf16/fp16)</source>
        <translation>16 位（bf16/fp16）</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>推理服务引擎</translation>
    </message>
    <message>
        <source>The serving engine that runs the model. Each engine has its own fitted kernel efficiency and per-step and per-request overheads, so latency and throughput depend on it. vLLM is the default.</source>
        <translation>运行模型的推理服务引擎。每个引擎都有各自拟合的内核效率以及每步和每请求开销，因此延迟和吞吐量取决于所选引擎。默认为 vLLM。</translation>
    </message>
    <message>
        <source>Size to</source>
        <translation>规划依据</translation>
    </message>
    <message>
        <source>The estimate: the predicted TTFT and TPOT meet the targets (the pessimistic end of their 90 % band may miss). The pessimistic end: the band's upper end meets them, which takes a smaller batch or more replicas.</source>
        <translation>估计值：预测的 TTFT 和 TPOT 满足目标（其 90 % 区间的悲观端可能不满足）。悲观端：区间上界也满足目标，这需要更小的批次或更多副本。</translation>
    </message>
    <message>
        <source>the estimate</source>
        <translation>估计值</translation>
    </message>
    <message>
        <source>GeForce cards</source>
        <translation>GeForce 显卡</translation>
    </message>
    <message>
        <source>NVIDIA's GeForce driver licence permits no datacenter deployment, so GeForce cards are left out of the plan, the what-if charts and the report unless included here; included, each carries that caveat.</source>
        <translation>NVIDIA GeForce 驱动许可不允许在数据中心部署，因此除非在此处纳入，否则 GeForce 显卡不会出现在方案、假设分析图表和报告中；纳入后，每张卡都会附带此提示。</translation>
    </message>
    <message>
        <source>left out (driver licence)</source>
        <translation>不纳入（驱动许可）</translation>
    </message>
    <message>
        <source>Prices ranked by</source>
        <translation>排名所用价格</translation>
    </message>
    <message>
        <source>Catalog prices from fewer than 3 providers, from marketplace offers only or over 6 months old are thin evidence. Ranked by well-evidenced prices only, such a GPU is left unpriced (ranked last) and the plan says whether it would have ranked first; a price you enter for it counts.</source>
        <translation>来自少于 3 家供应商、仅来自市场平台或超过 6 个月的目录价格证据不足。若仅按证据充分的价格排名，此类 GPU 将视为无价格（排在最后），方案会说明它本应是否排第一；您为其输入的价格会被采用。</translation>
    </message>
    <message>
        <source>every catalog price</source>
        <translation>所有目录价格</translation>
    </message>
    <message>
        <source>well-evidenced prices only</source>
        <translation>仅证据充分的价格</translation>
    </message>
    <message>
        <source>Prices from</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <source>engine default</source>
        <translation>引擎默认值</translation>
    </message>
    <message>
        <source>%1's default depends on the GPU; no candidate GPU is in the catalog.</source>
        <translation>%1 的默认值取决于 GPU；目录中没有候选 GPU。</translation>
    </message>
    <message>
        <source>engine default (%1)</source>
        <translation>引擎默认值（%1）</translation>
    </message>
    <message>
        <source>%1's default on every candidate GPU: %2%3.</source>
        <translation>%1 在每个候选 GPU 上的默认值：%2%3。</translation>
    </message>
    <message>
        <source>%1's default depends on the GPU:</source>
        <translation>%1 的默认值取决于 GPU：</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 等另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1%2 on %3</source>
        <translation>  %3 上为 %1%2</translation>
    </message>
    <message>
        <source>engine default (%1–%2)</source>
        <translation>引擎默认值（%1–%2）</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> 个序列</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <source>profile's mean</source>
        <translation>曲线均值</translation>
    </message>
    <message>
        <source>profile's mean (%1)</source>
        <translation>曲线均值（%1）</translation>
    </message>
    <message>
        <source>Not given: the mean of the demand profile, %1 req/s (%2).</source>
        <translation>未填写：需求曲线的均值，%1 req/s（%2）。</translation>
    </message>
    <message>
        <source>Input p95 + output p95 must fit the model's context.</source>
        <translation>输入 p95 + 输出 p95 须在模型上下文长度之内。</translation>
    </message>
    <message>
        <source>Peak requests/s</source>
        <translation>峰值请求/秒</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> req/s</translation>
    </message>
    <message>
        <source>Peak demand: the mean arrival rate (Poisson) of the busiest hour of the week. The fleet is sized for it, with the growth headroom under Limits added on top. An imported or edited weekly profile overrides it with its own busiest hour.</source>
        <translation>峰值需求：一周中最繁忙小时的平均到达率（泊松）。集群按此规划，并在其上加上“限制”中的增长余量。导入或编辑的每周曲线会以其自身最繁忙的小时取代此值。</translation>
    </message>
    <message>
        <source>Mean requests/s</source>
        <translation>平均请求/秒</translation>
    </message>
    <message>
        <source>Mean demand over the week. Costs per token divide by the tokens served at this rate (the fleet sized for the peak runs around the clock). Not given: the profile's mean (the default daytime profile's is 0.46 x the peak); given, it reshapes the daytime profile to this mean. At most the peak.</source>
        <translation>一周的平均需求。每 token 成本按此速率下服务的 token 计算（按峰值规划的集群全天候运行）。未填写：取曲线均值（默认日间曲线为峰值的 0.46 倍）；填写后，日间曲线会按此均值重新调整。不超过峰值。</translation>
    </message>
    <message>
        <source>Input tokens, mean</source>
        <translation>输入 token，均值</translation>
    </message>
    <message>
        <source>Mean prompt length per request, system prompt and history included.</source>
        <translation>每个请求的平均提示长度，含系统提示和历史记录。</translation>
    </message>
    <message>
        <source>Input tokens, p95</source>
        <translation>输入 token，p95</translation>
    </message>
    <message>
        <source>95th percentile of the prompt length; not below the mean. </source>
        <translation>提示长度的第 95 百分位；不低于均值。</translation>
    </message>
    <message>
        <source>Output tokens, mean</source>
        <translation>输出 token，均值</translation>
    </message>
    <message>
        <source>Mean number of tokens generated per request.</source>
        <translation>每个请求平均生成的 token 数。</translation>
    </message>
    <message>
        <source>Output tokens, p95</source>
        <translation>输出 token，p95</translation>
    </message>
    <message>
        <source>95th percentile of the generated length; not below the mean. </source>
        <translation>生成长度的第 95 百分位；不低于均值。</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token 数</translation>
    </message>
    <message>
        <source> B tokens</source>
        <translation> B token</translation>
    </message>
    <message>
        <source>Tokens to process, all epochs together, in billions (1 B = 10^9 tokens).</source>
        <translation>需处理的 token 数（所有 epoch 合计），以十亿计（1 B = 10^9 个 token）。</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>Wall-clock time allowed for the whole run.</source>
        <translation>整个训练任务允许的实际耗时。</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Tokens per training sequence; at most the model's context.</source>
        <translation>每个训练序列的 token 数；不超过模型上下文长度。</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>全局批次</translation>
    </message>
    <message>
        <source>Sequences per optimizer step, all GPUs together; a multiple of the micro batch.</source>
        <translation>每个优化器步的序列数（所有 GPU 合计）；须为微批次的倍数。</translation>
    </message>
    <message>
        <source> sequence</source>
        <translation> 个序列</translation>
    </message>
    <message>
        <source>Micro batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>Sequences per GPU per forward/backward pass; at most the global batch, which it must divide.</source>
        <translation>每个 GPU 每次前向/反向传播的序列数；不超过全局批次，且须能整除它。</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>Rank of the LoRA adapter matrices (LoRA and QLoRA modes).</source>
        <translation>LoRA 适配器矩阵的秩（LoRA 和 QLoRA 模式）。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首 token 时延</translation>
    </message>
    <message>
        <source>Target for the time from a request's arrival to its first output token, at the SLA percentile; queueing included. 0: no target.</source>
        <translation>请求到达至输出首个 token 的时间目标（SLA 百分位，含排队）。0：无目标。</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每输出 token 时间</translation>
    </message>
    <message>
        <source>Target for the time between two output tokens of one request, at the SLA percentile (50 ms = 20 tokens/s per user). 0: no target.</source>
        <translation>同一请求两个输出 token 之间的时间目标（SLA 百分位；50 ms = 每用户 20 token/秒）。0：无目标。</translation>
    </message>
    <message>
        <source>Min. output rate</source>
        <translation>最低输出速率</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> token/秒</translation>
    </message>
    <message>
        <source>Output tokens per second the whole deployment must sustain. 0: no target. At least one of the three targets must be set.</source>
        <translation>整个部署须维持的每秒输出 token 数。0：无目标。三个目标中至少须设置一个。</translation>
    </message>
    <message>
        <source>Min. replicas</source>
        <translation>最少副本数</translation>
    </message>
    <message>
        <source> replicas</source>
        <translation> 个副本</translation>
    </message>
    <message>
        <source>Fewest replicas a plan may have, whatever the load: 2 keeps serving when one replica fails (N+1 redundancy). 1: as few as the demand needs.</source>
        <translation>无论负载如何，方案至少包含的副本数：2 可在一个副本故障时继续服务（N+1 冗余）。1：按需求所需的最少数量。</translation>
    </message>
    <message>
        <source> replica</source>
        <translation> 个副本</translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation> 个 GPU</translation>
    </message>
    <message>
        <source>Max GPUs</source>
        <translation>最多 GPU 数</translation>
    </message>
    <message>
        <source>Largest deployment the planner may propose, all replicas together.</source>
        <translation>规划器可提出的最大部署规模（所有副本合计）。</translation>
    </message>
    <message>
        <source> GPU</source>
        <translation> 个 GPU</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>GPUs in one server; tensor parallelism stays inside a node.</source>
        <translation>单台服务器的 GPU 数；张量并行限于节点内。</translation>
    </message>
    <message>
        <source>Growth headroom</source>
        <translation>增长余量</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Capacity added on top of the demand for growth and bursts (20 % sizes the deployment for 1.2 times the demand).</source>
        <translation>在需求之上为增长和突发预留的容量（20 % 表示按需求的 1.2 倍规划部署）。</translation>
    </message>
    <message>
        <source>Runtime memory use</source>
        <translation>运行时显存占用</translation>
    </message>
    <message>
        <source>Share of each GPU's memory the serving runtime may allocate (vLLM's gpu_memory_utilization; 90 % by default).</source>
        <translation>推理运行时可分配的每个 GPU 显存比例（vLLM 的 gpu_memory_utilization；默认 90 %）。</translation>
    </message>
    <message>
        <source>Flag utilization below</source>
        <translation>利用率低于此值时标记</translation>
    </message>
    <message>
        <source>A plan whose compute utilization is under this is flagged as over-provisioned.</source>
        <translation>计算利用率低于此值的方案会被标记为过度配置。</translation>
    </message>
    <message>
        <source>Flag memory use below</source>
        <translation>显存占用低于此值时标记</translation>
    </message>
    <message>
        <source>A plan that uses less than this share of its usable GPU memory is flagged as leaving memory mostly idle.</source>
        <translation>使用的可用 GPU 显存比例低于此值的方案会被标记为显存大多闲置。</translation>
    </message>
    <message>
        <source>Max running sequences</source>
        <translation>最大并发序列数</translation>
    </message>
    <message>
        <source>The most sequences one replica's engine runs at once; further requests wait in its queue. vLLM max_num_seqs, TensorRT-LLM max_batch_size, SGLang max_running_requests, llama.cpp server slots. 0: the engine's default, which for vLLM depends on the GPU.</source>
        <translation>单个副本的引擎同时运行的最大序列数；其余请求在队列中等待。vLLM max_num_seqs、TensorRT-LLM max_batch_size、SGLang max_running_requests、llama.cpp 服务器槽位。0：引擎默认值，vLLM 的默认值取决于 GPU。</translation>
    </message>
    <message>
        <source>Step token budget</source>
        <translation>每步 token 预算</translation>
    </message>
    <message>
        <source>The most tokens one engine step processes, decode tokens and prompt chunks together; a longer prompt is prefilled in chunks over several steps. vLLM max_num_batched_tokens, TensorRT-LLM max_num_tokens, SGLang chunked_prefill_size, llama.cpp n_batch. 0: the engine's default, which for vLLM and SGLang depends on the GPU.</source>
        <translation>引擎单步处理的最大 token 数（解码 token 与提示分块合计）；较长的提示会分块在多个步中预填充。vLLM max_num_batched_tokens、TensorRT-LLM max_num_tokens、SGLang chunked_prefill_size、llama.cpp n_batch。0：引擎默认值，vLLM 和 SGLang 的默认值取决于 GPU。</translation>
    </message>
    <message>
        <source>Serving front end</source>
        <translation>服务前端</translation>
    </message>
    <message>
        <source>Mean time a request spends outside the engine's steps: HTTP, tokenization, detokenization, streaming the first token. It adds to TTFT under load. 0: the engine's value fitted on OpenAI-compatible servers; an in-process or Triton front end spends about 10-20 ms.</source>
        <translation>请求在引擎步骤之外花费的平均时间：HTTP、分词、反分词、发送首个 token。它计入负载下的 TTFT。0：在 OpenAI 兼容服务器上拟合的引擎值；进程内或 Triton 前端约耗时 10-20 ms。</translation>
    </message>
    <message>
        <source>pessimistic end</source>
        <translation>悲观端</translation>
    </message>
    <message>
        <source>included (caveat)</source>
        <translation>纳入（附注）</translation>
    </message>
    <message>
        <source>Shared prefix</source>
        <translation>共享前缀</translation>
    </message>
    <message>
        <source>Prompt tokens that requests share at their start: a system prompt, a tool list, earlier turns of a conversation. With prefix caching (vLLM automatic prefix caching, SGLang RadixAttention, TensorRT-LLM KV reuse) a request that finds them cached skips their prefill, and their KV blocks are held once per replica. At most the mean input; 0: no prefix caching.</source>
        <translation>请求开头共享的提示 token：系统提示、工具列表、对话的先前轮次。启用前缀缓存（vLLM 自动前缀缓存、SGLang RadixAttention、TensorRT-LLM KV 复用）时，命中缓存的请求跳过其预填充，其 KV 块每个副本只保存一份。最多为平均输入；0：不使用前缀缓存。</translation>
    </message>
    <message>
        <source>Prefix cache hits</source>
        <translation>前缀缓存命中率</translation>
    </message>
    <message>
        <source>Share of requests that find the shared prefix in the cache. A miss computes its whole prompt.</source>
        <translation>在缓存中找到共享前缀的请求比例。未命中时计算整个提示。</translation>
    </message>
    <message>
        <source>Proposals per step</source>
        <translation>每步提议数</translation>
    </message>
    <message>
        <source>Tokens the draft proposes each step (vLLM num_speculative_tokens); the target checks them all in one pass. More proposals pay only while most are accepted.</source>
        <translation>草稿模型每步提议的 token 数（vLLM num_speculative_tokens）；目标模型一次前向传播验证全部。只有大多数被接受时，更多提议才划算。</translation>
    </message>
    <message>
        <source>Acceptance</source>
        <translation>接受率</translation>
    </message>
    <message>
        <source>Chance that the target accepts each proposed token. A step emits (1 - a^(k+1)) / (1 - a) tokens on average (Leviathan et al. 2023). Typical: 85-90 % for DeepSeek-V3's MTP head at one proposal; lower for generic drafts, long proposals and high sampling temperatures.</source>
        <translation>目标模型接受每个提议 token 的概率。每步平均输出 (1 - a^(k+1)) / (1 - a) 个 token（Leviathan 等，2023）。典型值：DeepSeek-V3 的 MTP 头在一个提议时为 85-90 %；通用草稿、长提议和高采样温度时更低。</translation>
    </message>
    <message>
        <source>Disaggregated</source>
        <translation>分离式</translation>
    </message>
    <message>
        <source>Also size disaggregated serving: prefill workers that compute the prompts and hand each request's KV cache to decode workers (NVIDIA Dynamo, llm-d, SGLang and vLLM's prefill/decode split). The planner searches the split and the TP of each pool against the SLA at the grown demand and says whether it beats the aggregated rank 1, and by how much.</source>
        <translation>同时规划分离式服务：预填充 worker 计算提示词，并把每个请求的 KV 缓存交给解码 worker（NVIDIA Dynamo、llm-d、SGLang 以及 vLLM 的预填充/解码拆分）。规划器按增长后的需求对照 SLA 搜索拆分方式和各池的 TP，并说明它是否胜过聚合式第 1 名以及差距多少。</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>不比较</translation>
    </message>
    <message>
        <source>KV cache link</source>
        <translation>KV 缓存链路</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>NVLink / fabric</source>
        <translation>NVLink / 互连</translation>
    </message>
    <message>
        <source>network (InfiniBand, RoCE)</source>
        <translation>网络（InfiniBand、RoCE）</translation>
    </message>
    <message>
        <source>PCIe, one server</source>
        <translation>PCIe，单台服务器</translation>
    </message>
    <message>
        <source>Pool GPUs</source>
        <translation>池的 GPU</translation>
    </message>
    <message>
        <source>Whether the prefill and decode pools may use different GPUs (both priced, the same precision), e.g. a compute-rich GPU for prefill and a memory-rich one for decode; their KV cache then crosses the network.</source>
        <translation>预填充池和解码池是否可以使用不同的 GPU（都有价格、精度相同），例如计算强的 GPU 做预填充、内存大的 GPU 做解码；此时 KV 缓存经网络传输。</translation>
    </message>
    <message>
        <source>the same GPU</source>
        <translation>相同 GPU</translation>
    </message>
    <message>
        <source>may differ</source>
        <translation>可以不同</translation>
    </message>
    <message>
        <source>compared</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>What each request's KV cache crosses from its prefill worker to its decode worker. Automatic: NVLink when both pools fit one NVLink domain of the same GPU, PCIe when both fit one server of a GPU without NVLink, else the network at runtime.network_gb_per_s_per_gpu.</source>
        <translation>每个请求的 KV 缓存从预填充 worker 到解码 worker 所经过的链路。自动：两个池都在同一 GPU 的一个 NVLink 域内时用 NVLink；都在一台无 NVLink GPU 的服务器内时用 PCIe；否则按 runtime.network_gb_per_s_per_gpu 走网络。</translation>
    </message>
    <message>
        <source>Which catalog quotes price the GPUs: on-demand prices of every provider, of hyperscalers (AWS, Azure, Google Cloud, Oracle), of specialist GPU clouds (CoreWeave, Lambda, Nebius, ...) or of marketplaces (RunPod Community Cloud, Vast.ai); 1-year or 3-year reservations; spot prices; or only your own quotes (prices you added to the catalog or typed into the candidates table). Your own quote of a GPU prices it in every tier of its kind. A GPU with no quote in the tier is unpriced (ranked last, by GPU-hours). The plan's price note names the GPU another tier would rank first.</source>
        <translation>用哪些目录报价为 GPU 定价：所有提供商、超大规模云（AWS、Azure、Google Cloud、Oracle）、专业 GPU 云（CoreWeave、Lambda、Nebius 等）或市场平台（RunPod Community Cloud、Vast.ai）的按需价格；1 年或 3 年预留；竞价价格；或仅使用您自己的报价（您添加到目录或在候选表中输入的价格）。您自己对某 GPU 的报价会在同一价格类型的所有层级中为其定价。在该层级中没有报价的 GPU 视为无价格（排在最后，按 GPU·小时排序）。方案的价格说明会指出在其他层级下将排名第一的 GPU。</translation>
    </message>
    <message>
        <source>reserved 1 year</source>
        <translation>预留 1 年</translation>
    </message>
    <message>
        <source>reserved 3 years</source>
        <translation>预留 3 年</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <source>my quotes only</source>
        <translation>仅我的报价</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>Where the GPUs are rented. Only quotes paid in that region price them; a quote that states no region is a provider-wide list price and counts everywhere, and 'North America' counts in the US regions. Prices are in US dollars.</source>
        <translation>GPU 的租用地点。只有在该地区付费的报价才用于定价；未注明地区的报价是提供商的统一标价，在所有地区都计入，“北美”计入美国各地区。价格以美元计。</translation>
    </message>
    <message>
        <source>any region</source>
        <translation>不限地区</translation>
    </message>
    <message>
        <source>US East</source>
        <translation>美国东部</translation>
    </message>
    <message>
        <source>US West</source>
        <translation>美国西部</translation>
    </message>
    <message>
        <source>US Central</source>
        <translation>美国中部</translation>
    </message>
    <message>
        <source>Europe West</source>
        <translation>欧洲西部</translation>
    </message>
    <message>
        <source>Europe Central</source>
        <translation>欧洲中部</translation>
    </message>
    <message>
        <source>every provider</source>
        <translation>所有提供商</translation>
    </message>
    <message>
        <source>hyperscalers</source>
        <translation>超大规模云</translation>
    </message>
    <message>
        <source>specialist clouds</source>
        <translation>专业云</translation>
    </message>
    <message>
        <source>marketplaces</source>
        <translation>市场平台</translation>
    </message>
    <message>
        <source>Asia Northeast</source>
        <translation>亚洲东北部</translation>
    </message>
    <message>
        <source>Asia Southeast</source>
        <translation>亚洲东南部</translation>
    </message>
</context>
<context>
    <name>FleetFigures</name>
    <message>
        <source>%1 (%2 GPU)</source>
        <translation>%1（%2 个 GPU）</translation>
    </message>
    <message>
        <source>%1 (%2 GPUs)</source>
        <translation>%1（%2 个 GPU）</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>需求</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>Level against the profile</source>
        <translation>相对曲线的水平</translation>
    </message>
    <message>
        <source>Demand growth (and demand level) of this month</source>
        <translation>本月的需求增长（及需求水平）</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>GPUs per replica</source>
        <translation>每副本 GPU 数</translation>
    </message>
    <message>
        <source>Replica capacity</source>
        <translation>副本容量</translation>
    </message>
    <message>
        <source>Highest rate one replica serves within the TTFT target (%1 at saturation)</source>
        <translation>单个副本在 TTFT 目标内可服务的最高速率（饱和时 %1）</translation>
    </message>
    <message>
        <source>Autoscaled, fewest</source>
        <translation>自动扩缩容，最少</translation>
    </message>
    <message>
        <source>At least the minimum replicas (tco.cloud.min_replicas = %1)</source>
        <translation>不少于最少副本数（tco.cloud.min_replicas = %1）</translation>
    </message>
    <message>
        <source>Autoscaled, most</source>
        <translation>自动扩缩容，最多</translation>
    </message>
    <message>
        <source>Fixed fleet</source>
        <translation>固定集群</translation>
    </message>
    <message>
        <source>Sized for the peak so far × (1 + %1 headroom), never shrinking; reserved capacity and a cloud without autoscaling run this fleet</source>
        <translation>按迄今峰值 × (1 + %1 余量) 配置，且从不缩减；预留容量和不自动扩缩容的云均运行此集群</translation>
    </message>
    <message>
        <source>On-prem nodes</source>
        <translation>本地部署节点</translation>
    </message>
    <message>
        <source>%1 nodes, %2</source>
        <translation>%1 个节点，%2</translation>
    </message>
    <message>
        <source>Whole nodes of %1 GPUs for the fixed fleet: what on-prem buys</source>
        <translation>固定集群所需的整节点（每节点 %1 个 GPU）：本地部署的采购量</translation>
    </message>
    <message>
        <source>SLA risk while replicas start (%1 min delay)</source>
        <translation>副本启动期间的 SLA 风险（延迟 %1 分钟）</translation>
    </message>
    <message>
        <source>None: autoscaling is off, the cloud runs the fixed fleet.</source>
        <translation>无：自动扩缩容已关闭，云端运行固定集群。</translation>
    </message>
    <message>
        <source>Per week</source>
        <translation>每周</translation>
    </message>
    <message>
        <source>week</source>
        <translation>周</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>%1 weeks a month</source>
        <translation>每月 %1 周</translation>
    </message>
    <message>
        <source>Requests in those hours</source>
        <translation>这些小时内的请求</translation>
    </message>
    <message>
        <source>Horizon average (on-demand)</source>
        <translation>规划期平均（按需）</translation>
    </message>
    <message>
        <source>The TCO's figure: the mean over the %1 months of the horizon</source>
        <translation>TCO 中的数值：规划期 %1 个月的均值</translation>
    </message>
    <message>
        <source>Utilization (busy / paid replica-hours)</source>
        <translation>利用率（忙碌 / 付费的副本小时）</translation>
    </message>
    <message>
        <source>Autoscaled</source>
        <translation>自动扩缩容</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>90 % band: %1 – %2</source>
        <translation>90 % 区间：%1 – %2</translation>
    </message>
    <message>
        <source>: wider band</source>
        <translation>：区间加宽</translation>
    </message>
    <message>
        <source>check: </source>
        <translation>检查：</translation>
    </message>
    <message>
        <source>note: </source>
        <translation>注：</translation>
    </message>
    <message>
        <source>no price for %1: set cost.gpu_hour_usd.%1 in the scenario</source>
        <translation>%1 没有价格：请在场景中设置 cost.gpu_hour_usd.%1</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Catalog GPU id</source>
        <translation>目录中的 GPU ID</translation>
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
        <translation>权重精度；~ 表示效率未经校准</translation>
    </message>
    <message>
        <source>%1 weights, %2 KV cache; efficiency factors of %3%4</source>
        <translation>权重 %1，KV 缓存 %2；效率系数取自 %3%4</translation>
    </message>
    <message>
        <source> (~: no calibration rows, wider band)</source>
        <translation>（~：无校准数据，区间加宽）</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>Tensor parallel (TP) × pipeline parallel (PP) degree</source>
        <translation>张量并行 (TP) × 流水线并行 (PP) 度</translation>
    </message>
    <message>
        <source>GPUs in the whole deployment</source>
        <translation>整个部署的 GPU 数</translation>
    </message>
    <message>
        <source>data parallel %1 × %2</source>
        <translation>数据并行 %1 × %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 中的 %1</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批次</translation>
    </message>
    <message>
        <source>Running batch per replica</source>
        <translation>每副本的运行批次</translation>
    </message>
    <message>
        <source>running batch per replica; the largest whose KV cache fits is %1</source>
        <translation>每副本的运行批次；KV 缓存可容纳的最大批次为 %1</translation>
    </message>
    <message>
        <source>TPOT %1</source>
        <translation>TPOT %1</translation>
    </message>
    <message>
        <source>Time per output token at the %1, full batch</source>
        <translation>%1 下的每输出 token 时间（满批次）</translation>
    </message>
    <message>
        <source>; mean TPOT %1</source>
        <translation>；平均 TPOT %1</translation>
    </message>
    <message>
        <source>TTFT %1</source>
        <translation>TTFT %1</translation>
    </message>
    <message>
        <source>Time to first token at the %1 under the grown demand, queueing included</source>
        <translation>增长后需求下 %1 的首 token 时延（含排队）</translation>
    </message>
    <message>
        <source>; %1 of it queueing at the grown demand</source>
        <translation>；其中 %1 为增长后需求下的排队时间</translation>
    </message>
    <message>
        <source>Out tok/s/GPU</source>
        <translation>输出 token/秒/GPU</translation>
    </message>
    <message>
        <source>Output tokens per second per GPU at capacity</source>
        <translation>满负荷时每 GPU 每秒输出 token 数</translation>
    </message>
    <message>
        <source>whole deployment %1 output tokens/s (%2); %3 per user</source>
        <translation>整个部署 %1 输出 token/秒（%2）；每用户 %3</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/s</translation>
    </message>
    <message>
        <source>Util.</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Share of capacity the peak demand uses</source>
        <translation>峰值需求占用的容量比例</translation>
    </message>
    <message>
        <source>share of capacity the peak demand uses; %1 at the grown peak</source>
        <translation>峰值需求占用的容量比例；增长后峰值时为 %1</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>Data-parallel degree</source>
        <translation>数据并行度</translation>
    </message>
    <message>
        <source>Run time</source>
        <translation>运行时间</translation>
    </message>
    <message>
        <source>Wall-clock hours of the whole run</source>
        <translation>整个任务的实际小时数</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>90 % band: %1 – %2 h</source>
        <translation>90 % 区间：%1 – %2 h</translation>
    </message>
    <message>
        <source>Tok/s/GPU</source>
        <translation>token/秒/GPU</translation>
    </message>
    <message>
        <source>Training tokens per second per GPU</source>
        <translation>每 GPU 每秒训练 token 数</translation>
    </message>
    <message>
        <source>whole job %1 tokens/s (%2)</source>
        <translation>整个任务 %1 token/秒（%2）</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilization</source>
        <translation>模型 FLOPs 利用率 (MFU)</translation>
    </message>
    <message>
        <source>$/GPU-h</source>
        <translation>$/GPU·小时</translation>
    </message>
    <message>
        <source>On-demand price of one GPU-hour. In the workbench, double-click (or F2) a meeting row's cell to enter a quote of your own: it becomes the scenario's cost.gpu_hour_usd for that GPU, one undo step, and the plan re-ranks</source>
        <translation>一个 GPU·小时的按需价格。在工作台中双击（或按 F2）满足条件行的单元格即可输入您自己的报价：它将成为该 GPU 在场景中的 cost.gpu_hour_usd（一个撤销步骤），方案会重新排名</translation>
    </message>
    <message>
        <source>Run cost</source>
        <translation>任务成本</translation>
    </message>
    <message>
        <source>On-demand cost of the whole run</source>
        <translation>整个任务的按需成本</translation>
    </message>
    <message>
        <source>$/month</source>
        <translation>$/月</translation>
    </message>
    <message>
        <source>On-demand cost of the deployment per month</source>
        <translation>部署每月的按需成本</translation>
    </message>
    <message>
        <source>%1/hour × %2 hours a month, on demand</source>
        <translation>%1/小时 × 每月 %2 小时，按需</translation>
    </message>
    <message>
        <source>$/M tok</source>
        <translation>$/百万 token</translation>
    </message>
    <message>
        <source>$/M out tok</source>
        <translation>$/百万输出 token</translation>
    </message>
    <message>
        <source>Cost per million trained tokens</source>
        <translation>每百万训练 token 的成本</translation>
    </message>
    <message>
        <source>Cost per million output tokens: the fleet sized for the peak, running around the clock, at the mean load (month 1, on demand)</source>
        <translation>每百万输出 token 成本：按峰值配置的集群全天运行、按平均负载计算（第 1 个月，按需）</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Meets the target, or why the planner rejected it</source>
        <translation>满足目标，或规划器拒绝的原因</translation>
    </message>
    <message>
        <source>meets deadline</source>
        <translation>满足截止时间</translation>
    </message>
    <message>
        <source>meets SLA</source>
        <translation>满足 SLA</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Flags, or the full rejection message</source>
        <translation>标记，或完整的拒绝信息</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>P Pareto, O over-provisioned, U under-provisioned, B a balance check failed, E thin price evidence</source>
        <translation>P 帕累托，O 过度配置，U 配置不足，B 平衡检查未通过，E 价格证据不足</translation>
    </message>
    <message>
        <source>precision not native</source>
        <translation>非原生精度</translation>
    </message>
    <message>
        <source>does not fit in memory</source>
        <translation>显存放不下</translation>
    </message>
    <message>
        <source>misses the TPOT target</source>
        <translation>未达到 TPOT 目标</translation>
    </message>
    <message>
        <source>misses the TTFT target</source>
        <translation>未达到 TTFT 目标</translation>
    </message>
    <message>
        <source>needs more GPUs than allowed</source>
        <translation>所需 GPU 超过上限</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>无法满足截止时间</translation>
    </message>
    <message>
        <source>GeForce: not licensed for datacenters</source>
        <translation>GeForce：未获数据中心许可</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>帕累托</translation>
    </message>
    <message>
        <source>over-provisioned</source>
        <translation>过度配置</translation>
    </message>
    <message>
        <source>under-provisioned</source>
        <translation>配置不足</translation>
    </message>
    <message>
        <source>balance check failed</source>
        <translation>平衡检查未通过</translation>
    </message>
    <message>
        <source>thin price evidence (%1)</source>
        <translation>价格证据不足（%1）</translation>
    </message>
    <message>
        <source>%1 larger layouts not listed</source>
        <translation>未列出 %1 个更大的布局</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>bundled: as shipped; edited: your figures replace the bundled ones; added: your row; deleted: a bundled row you hid</source>
        <translation>bundled：随附原样；edited：您的数值替换内置值；added：您添加的行；deleted：您隐藏的内置行</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>When the source published or was read (ISO 8601)</source>
        <translation>来源发布或读取的日期（ISO 8601）</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Where the row's figures come from (hover a cell for all of it)</source>
        <translation>该行数值的来源（将鼠标悬停在单元格上查看完整内容）</translation>
    </message>
    <message>
        <source>Catalog id</source>
        <translation>目录 ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Product name</source>
        <translation>产品名称</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Memory (GiB)</source>
        <translation>显存 (GiB)</translation>
    </message>
    <message>
        <source>Memory the runtime sees (nvidia-smi memory.total), which the planner fits models into; stored in bytes</source>
        <translation>运行时可见的显存（nvidia-smi memory.total），规划器据此放置模型；以字节存储</translation>
    </message>
    <message>
        <source>Bandwidth (TB/s)</source>
        <translation>带宽 (TB/s)</translation>
    </message>
    <message>
        <source>Memory bandwidth; stored in GB/s</source>
        <translation>显存带宽；以 GB/s 存储</translation>
    </message>
    <message>
        <source>BF16 (TFLOP/s)</source>
        <translation>BF16 (TFLOP/s)</translation>
    </message>
    <message>
        <source>Dense BF16 tensor throughput (no sparsity); 0 removes it</source>
        <translation>BF16 稠密张量吞吐量（不含稀疏）；0 表示移除</translation>
    </message>
    <message>
        <source>FP8 (TFLOP/s)</source>
        <translation>FP8 (TFLOP/s)</translation>
    </message>
    <message>
        <source>Dense FP8 tensor throughput (no sparsity); — or 0: not native</source>
        <translation>FP8 稠密张量吞吐量（不含稀疏）；— 或 0：非原生</translation>
    </message>
    <message>
        <source>TDP (W)</source>
        <translation>TDP (W)</translation>
    </message>
    <message>
        <source>Board power; — when not published</source>
        <translation>板卡功耗；未公布时为 —</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>外形规格</translation>
    </message>
    <message>
        <source>SXM, OAM, PCIe, ...</source>
        <translation>SXM、OAM、PCIe 等</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>llm, moe (mixture of experts), vit, diffusion</source>
        <translation>llm、moe（混合专家）、vit、diffusion</translation>
    </message>
    <message>
        <source>Parameters (B)</source>
        <translation>参数 (B)</translation>
    </message>
    <message>
        <source>Total parameters, counted by the engine from the architecture</source>
        <translation>参数总量，由引擎根据架构计算</translation>
    </message>
    <message>
        <source>Active (B)</source>
        <translation>激活 (B)</translation>
    </message>
    <message>
        <source>Parameters active per token (differs from the total for MoE models)</source>
        <translation>每个 token 激活的参数（MoE 模型与总量不同）</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Transformer layers</source>
        <translation>Transformer 层数</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <source>Hidden size (model width)</source>
        <translation>隐藏层大小（模型宽度）</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>头数</translation>
    </message>
    <message>
        <source>Attention (query) heads</source>
        <translation>注意力（查询）头数</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>Key/value heads (fewer than heads: grouped-query attention)</source>
        <translation>键/值头数（少于头数：分组查询注意力）</translation>
    </message>
    <message>
        <source>Context (tokens)</source>
        <translation>上下文 (token)</translation>
    </message>
    <message>
        <source>Longest context the model supports</source>
        <translation>模型支持的最长上下文</translation>
    </message>
    <message>
        <source>Price id</source>
        <translation>价格 ID</translation>
    </message>
    <message>
        <source>on-demand, spot, reserved, capacity-block, purchase or on-demand-historical</source>
        <translation>on-demand、spot、reserved、capacity-block、purchase 或 on-demand-historical</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>产品</translation>
    </message>
    <message>
        <source>Instance type or offer</source>
        <translation>实例类型或套餐</translation>
    </message>
    <message>
        <source>GPUs in the priced instance or kit</source>
        <translation>所报价实例或套件中的 GPU 数</translation>
    </message>
    <message>
        <source>Price (USD)</source>
        <translation>价格 (USD)</translation>
    </message>
    <message>
        <source>The offer's price in its unit; editing it scales USD per GPU-hour by the same factor</source>
        <translation>套餐按其计价单位的价格；编辑后每 GPU·小时美元价格会按同一比例调整</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>What the price is per</source>
        <translation>价格的计价单位</translation>
    </message>
    <message>
        <source>USD per GPU-hour</source>
        <translation>每 GPU·小时美元</translation>
    </message>
    <message>
        <source>The hourly price of one GPU (— for purchase prices); editing it scales the offer's price by the same factor</source>
        <translation>单个 GPU 的每小时价格（采购价为 —）；编辑后套餐价格会按同一比例调整</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>观测日期</translation>
    </message>
    <message>
        <source>When the price was seen (ISO 8601)</source>
        <translation>价格的观测日期（ISO 8601）</translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation>1 个 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <source>1 model</source>
        <translation>1 个模型</translation>
    </message>
    <message>
        <source>%1 models</source>
        <translation>%1 个模型</translation>
    </message>
    <message>
        <source>1 price</source>
        <translation>1 个价格</translation>
    </message>
    <message>
        <source>%1 prices</source>
        <translation>%1 个价格</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source> (invalid)</source>
        <translation>（无效）</translation>
    </message>
    <message>
        <source> (double-click a cell to edit it)</source>
        <translation>（双击单元格进行编辑）</translation>
    </message>
    <message>
        <source>This row does not parse: %1</source>
        <translation>此行无法解析：%1</translation>
    </message>
    <message>
        <source>%1 at %2 (UTC)</source>
        <translation>%2（UTC）%1</translation>
    </message>
    <message>
        <source>user edit (catalog editor); other figures: %1</source>
        <translation>用户编辑（目录编辑器）；其他数值：%1</translation>
    </message>
    <message>
        <source>editing · %1</source>
        <translation>编辑中 · %1</translation>
    </message>
    <message>
        <source>%1 (editing) — current state</source>
        <translation>%1（编辑中）— 当前状态</translation>
    </message>
    <message>
        <source>%1 — current state</source>
        <translation>%1 — 当前状态</translation>
    </message>
    <message>
        <source>The scenario as it is being edited, unsaved changes included</source>
        <translation>正在编辑的场景（含未保存的更改）</translation>
    </message>
    <message>
        <source>The scenario as it stands in the project now, unsaved changes made in the workbench included</source>
        <translation>场景在项目中的当前状态（含在工作台中所做的未保存更改）</translation>
    </message>
    <message>
        <source>r%1 · %2</source>
        <translation>r%1 · %2</translation>
    </message>
    <message>
        <source>%1 — revision %2, %3, %4: %5</source>
        <translation>%1 — 修订 %2，%3，%4：%5</translation>
    </message>
    <message>
        <source>Saved %1 (UTC) by %2</source>
        <translation>由 %2 于 %1（UTC）保存</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>%1 values, peak %2</source>
        <translation>%1 个值，峰值 %2</translation>
    </message>
    <message>
        <source>no candidate GPU</source>
        <translation>没有候选 GPU</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>not within %1 months</source>
        <translation>%1 个月内未达到</translation>
    </message>
    <message>
        <source>1 candidate meets the target and is recommended</source>
        <translation>1 个候选满足目标并被推荐</translation>
    </message>
    <message>
        <source>%1 candidates meet the target; the cheapest per token is recommended</source>
        <translation>%1 个候选满足目标；推荐每 token 成本最低者</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>目标 %1</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>无目标</translation>
    </message>
    <message>
        <source>%1 (%2) / %3</source>
        <translation>%1（%2）/ %3</translation>
    </message>
    <message>
        <source>%1 over %2 months</source>
        <translation>%2 个月共 %1</translation>
    </message>
    <message>
        <source>— (on-demand is recommended)</source>
        <translation>—（推荐按需）</translation>
    </message>
    <message>
        <source>— (no purchase price for %1)</source>
        <translation>—（%1 无采购价）</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Whether a configuration meets the target; if none does, what comes closest and why</source>
        <translation>是否有配置满足目标；若都不满足，最接近的配置及原因</translation>
    </message>
    <message>
        <source>Recommended GPU</source>
        <translation>推荐 GPU</translation>
    </message>
    <message>
        <source>The planner's first feasible candidate: cheapest per token</source>
        <translation>规划器的首个可行候选：每 token 成本最低</translation>
    </message>
    <message>
        <source>Layout (TP/PP)</source>
        <translation>布局 (TP/PP)</translation>
    </message>
    <message>
        <source>Tensor parallel × pipeline parallel degree per replica</source>
        <translation>每副本的张量并行 × 流水线并行度</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>每月成本</translation>
    </message>
    <message>
        <source>On-demand cost of the deployment per month, USD</source>
        <translation>部署每月的按需成本（美元）</translation>
    </message>
    <message>
        <source>$ per M output tokens</source>
        <translation>每百万输出 token 美元</translation>
    </message>
    <message>
        <source>USD per million output tokens at today's demand (training: per million trained tokens)</source>
        <translation>当前需求下每百万输出 token 的美元成本（训练：每百万训练 token）</translation>
    </message>
    <message>
        <source>TTFT predicted / target</source>
        <translation>TTFT 预测 / 目标</translation>
    </message>
    <message>
        <source>Time to first token at the SLA percentile under the grown demand, queueing included, against the scenario's target</source>
        <translation>增长后需求下 SLA 百分位的首 token 时延（含排队），与场景目标对比</translation>
    </message>
    <message>
        <source>TTFT headroom</source>
        <translation>TTFT 余量</translation>
    </message>
    <message>
        <source>Share of the TTFT target left unused: (target − predicted) / target</source>
        <translation>TTFT 目标中未用完的比例：(目标 − 预测) / 目标</translation>
    </message>
    <message>
        <source>TPOT predicted / target</source>
        <translation>TPOT 预测 / 目标</translation>
    </message>
    <message>
        <source>Time per output token at the SLA percentile, full batch, against the scenario's target</source>
        <translation>SLA 百分位下满批次的每输出 token 时间，与场景目标对比</translation>
    </message>
    <message>
        <source>TPOT headroom</source>
        <translation>TPOT 余量</translation>
    </message>
    <message>
        <source>Share of the TPOT target left unused: (target − predicted) / target</source>
        <translation>TPOT 目标中未用完的比例：(目标 − 预测) / 目标</translation>
    </message>
    <message>
        <source>TCO: recommended</source>
        <translation>TCO：推荐</translation>
    </message>
    <message>
        <source>Way of paying with the lowest net present value over the horizon</source>
        <translation>规划期内净现值最低的付费方式</translation>
    </message>
    <message>
        <source>TCO: NPV</source>
        <translation>TCO：净现值</translation>
    </message>
    <message>
        <source>Net present value of the recommended option, USD</source>
        <translation>推荐选项的净现值（美元）</translation>
    </message>
    <message>
        <source>TCO: total</source>
        <translation>TCO：总额</translation>
    </message>
    <message>
        <source>Undiscounted total of the recommended option over the horizon, USD</source>
        <translation>推荐选项在规划期内的未折现总额（美元）</translation>
    </message>
    <message>
        <source>TCO: break-even</source>
        <translation>TCO：盈亏平衡</translation>
    </message>
    <message>
        <source>Month from which the recommended option is cumulatively no dearer than on-demand</source>
        <translation>推荐选项累计成本不高于按需的起始月份</translation>
    </message>
    <message>
        <source>On-prem break-even</source>
        <translation>本地部署盈亏平衡</translation>
    </message>
    <message>
        <source>Month from which on-prem is cumulatively no dearer than the best cloud option</source>
        <translation>本地部署累计成本不高于最佳云选项的起始月份</translation>
    </message>
    <message>
        <source>meets the deadline (%1)</source>
        <translation>满足截止时间（%1）</translation>
    </message>
    <message>
        <source>meets the SLA (%1)</source>
        <translation>满足 SLA（%1）</translation>
    </message>
    <message>
        <source>nothing feasible: %1</source>
        <translation>无可行方案：%1</translation>
    </message>
    <message>
        <source>none feasible</source>
        <translation>均不可行</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>discounted at %1 a year over %2 months</source>
        <translation>按年 %1 折现，共 %2 个月</translation>
    </message>
    <message>
        <source>Scenario field %1, in the scenario file's units (_ms milliseconds, _percent percent, _usd US dollars, _s per second)</source>
        <translation>场景字段 %1，采用场景文件的单位（_ms ms，_percent 百分比，_usd 美元，_s 每秒）</translation>
    </message>
    <message>
        <source> (no on-prem base)</source>
        <translation>（无本地基础）</translation>
    </message>
    <message>
        <source> (1 node)</source>
        <translation>（1 个节点）</translation>
    </message>
    <message>
        <source> (%1 nodes)</source>
        <translation>（%1 个节点）</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>规划期</translation>
    </message>
    <message>
        <source>Autoscale cloud</source>
        <translation>云端自动扩缩容</translation>
    </message>
    <message>
        <source>month</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>The TCO input; its scenario field is in the tooltip</source>
        <translation>TCO 输入；其场景字段见提示</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>The value, in the unit beside it</source>
        <translation>数值，单位见旁边</translation>
    </message>
    <message>
        <source>The value's unit</source>
        <translation>数值的单位</translation>
    </message>
    <message>
        <source>The value with its unit</source>
        <translation>带单位的数值</translation>
    </message>
    <message>
        <source>Where the value comes from: the scenario, the catalog's prices and specifications, or a stated default</source>
        <translation>数值来源：场景、目录中的价格和规格，或所述默认值</translation>
    </message>
    <message>
        <source>When the source observed the value, or its price reference</source>
        <translation>来源观测到该数值的日期，或其价格编号</translation>
    </message>
    <message>
        <source>Not a scenario input: the demand level is the multiplier the sensitivity varies; change the demand (workload.requests_per_s, the weekly profile) instead.</source>
        <translation>不是场景输入：需求水平是敏感性分析所变动的乘数；请改为修改需求（workload.requests_per_s、每周曲线）。</translation>
    </message>
    <message>
        <source>Not a scenario input: the GPU's TDP comes from the catalog.</source>
        <translation>不是场景输入：GPU 的 TDP 来自目录。</translation>
    </message>
    <message>
        <source>Not a scenario input.</source>
        <translation>不是场景输入。</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>How the GPUs are paid for</source>
        <translation>GPU 的付费方式</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总额</translation>
    </message>
    <message>
        <source>Undiscounted cash over the horizon, resale value credited</source>
        <translation>规划期内未折现的现金，已计入残值</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>净现值</translation>
    </message>
    <message>
        <source>Net present value at the discount rate</source>
        <translation>按折现率计算的净现值</translation>
    </message>
    <message>
        <source>90 % band</source>
        <translation>90 % 区间</translation>
    </message>
    <message>
        <source>The total at the ends of the throughput's 90 % band</source>
        <translation>吞吐量取其 90 % 区间两端时的总额</translation>
    </message>
    <message>
        <source>$/run</source>
        <translation>$/次</translation>
    </message>
    <message>
        <source>USD per million output tokens the demand asks for</source>
        <translation>按需求所需的每百万输出 token 美元</translation>
    </message>
    <message>
        <source>USD per training run</source>
        <translation>每次训练任务美元</translation>
    </message>
    <message>
        <source>Share of the GPUs paid for that the demand uses</source>
        <translation>需求所用 GPU 占已付费 GPU 的比例</translation>
    </message>
    <message>
        <source>The largest monthly average of GPUs paid for</source>
        <translation>已付费 GPU 的最大月均值</translation>
    </message>
    <message>
        <source>Break-even vs on-demand</source>
        <translation>相对按需的盈亏平衡</translation>
    </message>
    <message>
        <source>First month from which the option has cost no more than on-demand so far, and stays so</source>
        <translation>该选项累计成本首次不高于按需且此后保持的月份</translation>
    </message>
    <message>
        <source>not within the horizon</source>
        <translation>规划期内未达到</translation>
    </message>
    <message>
        <source>%1: unavailable: %2</source>
        <translation>%1：不可用：%2</translation>
    </message>
    <message>
        <source>“%1” in the inputs</source>
        <translation>输入中的“%1”</translation>
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
        <translation>%1 · %2 · 每副本 %3 — 已拒绝</translation>
    </message>
    <message>
        <source>%1 × %2 · %3 · %4</source>
        <translation>%1 × %2 · %3 · %4</translation>
    </message>
    <message>
        <source> · data parallel %1</source>
        <translation> · 数据并行 %1</translation>
    </message>
    <message>
        <source> · %1 × batch %2</source>
        <translation> · %1 × 批次 %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Under-provisioned:&lt;/b&gt; %1 of capacity in use at the grown demand (%2 at the peak) leaves little room for bursts; add a replica or pick a faster configuration.</source>
        <translation>&lt;b&gt;配置不足：&lt;/b&gt;增长后需求下已使用 %1 的容量（峰值时 %2），几乎没有应对突发的余地；请增加副本或选择更快的配置。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Over-provisioned:&lt;/b&gt; %1 replicas run at %2 of capacity at the peak (%3 at the grown peak); fewer GPUs would carry the load if the latency target allows.</source>
        <translation>&lt;b&gt;过度配置：&lt;/b&gt;%1 个副本在峰值时仅使用 %2 的容量（增长后峰值时 %3）；若延迟目标允许，更少的 GPU 即可承载负载。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right-sized%1:&lt;/b&gt; %2 of capacity used at the peak, %3 at the grown peak; %4 TPOT %5 and TTFT %6 on %7.</source>
        <translation>&lt;b&gt;规模合适%1：&lt;/b&gt;峰值时使用 %2 的容量，增长后峰值时 %3；%7 上 %4 TPOT 为 %5，TTFT 为 %6。</translation>
    </message>
    <message>
        <source> (smallest deployment)</source>
        <translation>（最小部署）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rejected:&lt;/b&gt; %1.</source>
        <translation>&lt;b&gt;已拒绝：&lt;/b&gt;%1。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Under-provisioned:&lt;/b&gt; the run takes %1 h of the %2 h allowed, with little margin.</source>
        <translation>&lt;b&gt;配置不足：&lt;/b&gt;任务耗时 %1 小时（允许 %2 小时），余量很小。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Over-provisioned:&lt;/b&gt; finishes in %1 h of the %2 h allowed on %3 data-parallel copies; fewer GPUs would meet the deadline.</source>
        <translation>&lt;b&gt;过度配置：&lt;/b&gt;在 %3 个数据并行副本上 %1 小时即可完成（允许 %2 小时）；更少的 GPU 也能满足截止时间。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right-sized:&lt;/b&gt; the run takes %1 h (%2) of the %3 h allowed.</source>
        <translation>&lt;b&gt;规模合适：&lt;/b&gt;任务耗时 %1 小时（%2），允许 %3 小时。</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>at batch %1 (fits %2)</source>
        <translation>批次 %1 时（可容纳 %2）</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>开销</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total&lt;/b&gt;</source>
        <translation>&lt;b&gt;总计&lt;/b&gt;</translation>
    </message>
    <message>
        <source>of %1 usable</source>
        <translation>可用 %1</translation>
    </message>
    <message>
        <source>Short by</source>
        <translation>缺少</translation>
    </message>
    <message>
        <source>In use at peak</source>
        <translation>峰值时占用</translation>
    </message>
    <message>
        <source>at the peak's mean concurrency</source>
        <translation>按峰值时的平均并发</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <source>, target %1</source>
        <translation>，目标 %1</translation>
    </message>
    <message>
        <source>tok/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>the grown demand, %1 per replica; Poisson arrivals, simulated as &lt;i&gt;estimate --rate&lt;/i&gt; does (%2 tokens a step, at most %3 running)</source>
        <translation>增长后需求，每副本 %1；泊松到达，按 &lt;i&gt;estimate --rate&lt;/i&gt; 的方式模拟（每步 %2 个 token，最多同时运行 %3 个）</translation>
    </message>
    <message>
        <source>TTFT p50</source>
        <translation>TTFT p50</translation>
    </message>
    <message>
        <source>… waiting</source>
        <translation>… 等待</translation>
    </message>
    <message>
        <source>queueing on top of the %1 a request takes when none waits</source>
        <translation>在无排队时单个请求所需 %1 之外的排队时间</translation>
    </message>
    <message>
        <source>TPOT p50</source>
        <translation>TPOT p50</translation>
    </message>
    <message>
        <source>End to end %1</source>
        <translation>端到端 %1</translation>
    </message>
    <message>
        <source>median %1</source>
        <translation>中位数 %1</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>… per GPU</source>
        <translation>… 每 GPU</translation>
    </message>
    <message>
        <source>… per user</source>
        <translation>… 每用户</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>today; %1 at the grown demand</source>
        <translation>当前；增长后需求时 %1</translation>
    </message>
    <message>
        <source>Decode step</source>
        <translation>解码步</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>计算受限</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>显存带宽受限</translation>
    </message>
    <message>
        <source>Latency and throughput</source>
        <translation>延迟与吞吐量</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>步时间</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>Run time and throughput</source>
        <translation>运行时间与吞吐量</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>No price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>set cost.gpu_hour_usd.%1 in the scenario</source>
        <translation>请在场景中设置 cost.gpu_hour_usd.%1</translation>
    </message>
    <message>
        <source>GPU-hour</source>
        <translation>GPU·小时</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <source>thin</source>
        <translation>不足</translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <source>%1 on demand</source>
        <translation>%1（按需）</translation>
    </message>
    <message>
        <source>Whole run</source>
        <translation>整个任务</translation>
    </message>
    <message>
        <source>Per M tokens</source>
        <translation>每百万 token</translation>
    </message>
    <message>
        <source>trained tokens</source>
        <translation>训练 token</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>output tokens: the fleet sized for the peak, at the mean load</source>
        <translation>输出 token：按峰值配置的集群、按平均负载计算</translation>
    </message>
    <message>
        <source>✓ ok</source>
        <translation>✓ 正常</translation>
    </message>
    <message>
        <source>✗ failed</source>
        <translation>✗ 未通过</translation>
    </message>
    <message>
        <source>System balance</source>
        <translation>系统平衡</translation>
    </message>
    <message>
        <source>Notes and warnings</source>
        <translation>备注与警告</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>give a file name ending in .png or .svg</source>
        <translation>请提供以 .png 或 .svg 结尾的文件名</translation>
    </message>
    <message>
        <source>the image could not be encoded</source>
        <translation>无法编码图像</translation>
    </message>
    <message>
        <source>Export chart as PNG or SVG…</source>
        <translation>将图表导出为 PNG 或 SVG…</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG vector image (*.svg)</source>
        <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Copy chart</source>
        <translation>复制图表</translation>
    </message>
    <message>
        <source>Export table as CSV…</source>
        <translation>将表格导出为 CSV…</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>导出表格</translation>
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
        <translation>输出 token/秒</translation>
    </message>
    <message>
        <source>Peak memory / GPU</source>
        <translation>峰值显存 / GPU</translation>
    </message>
    <message>
        <source>Not fitted: TTFT measured with several requests in flight waits behind the other requests' prefills; only a batch-1 TTFT is the prefill the engine predicts</source>
        <translation>未拟合：在多个请求并发时测得的 TTFT 包含等待其他请求预填充的时间；只有批次 1 的 TTFT 才是引擎预测的预填充时间</translation>
    </message>
    <message>
        <source>Not fitted: vLLM and TensorRT-LLM reserve their KV-cache pool up front (gpu_memory_utilization, free_gpu_memory_fraction), so the peak memory measured is the runtime's reservation, not what the model needs; no efficiency factor acts on it</source>
        <translation>未拟合：vLLM 和 TensorRT-LLM 会预先预留 KV 缓存池（gpu_memory_utilization、free_gpu_memory_fraction），因此测得的峰值显存是运行时的预留量而非模型所需；效率系数对其无影响</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>The measured run: file and line</source>
        <translation>测量的运行：文件与行号</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>分组</translation>
    </message>
    <message>
        <source>Efficiency group (GPU family / precision) the run belongs to</source>
        <translation>该运行所属的效率分组（GPU 系列 / 精度）</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>读数</translation>
    </message>
    <message>
        <source>What was measured</source>
        <translation>测量的内容</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>The benchmark's value</source>
        <translation>基准测试的数值</translation>
    </message>
    <message>
        <source>Predicted before</source>
        <translation>拟合前预测</translation>
    </message>
    <message>
        <source>Predicted with the reference efficiency factors</source>
        <translation>使用参考效率系数的预测</translation>
    </message>
    <message>
        <source>Error before</source>
        <translation>拟合前误差</translation>
    </message>
    <message>
        <source>Predicted / measured − 1 with the reference factors</source>
        <translation>使用参考系数时 预测 / 实测 − 1</translation>
    </message>
    <message>
        <source>Predicted after</source>
        <translation>拟合后预测</translation>
    </message>
    <message>
        <source>Predicted with the factors fitted to the project's runs</source>
        <translation>使用按项目运行结果拟合的系数的预测</translation>
    </message>
    <message>
        <source>Error after</source>
        <translation>拟合后误差</translation>
    </message>
    <message>
        <source>Predicted / measured − 1 with the fitted factors</source>
        <translation>使用拟合系数时 预测 / 实测 − 1</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Readings the fit leaves out</source>
        <translation>拟合未使用的读数</translation>
    </message>
    <message>
        <source>not fitted</source>
        <translation>未拟合</translation>
    </message>
    <message>
        <source>GPU family / precision whose factors were fitted</source>
        <translation>已拟合系数的 GPU 系列 / 精度</translation>
    </message>
    <message>
        <source>η compute</source>
        <translation>η 计算</translation>
    </message>
    <message>
        <source>eta_c, achieved / dense peak FLOP/s in compute-bound phases: reference → fitted</source>
        <translation>eta_c，计算受限阶段实际 / 稠密峰值 FLOP/s：参考 → 拟合</translation>
    </message>
    <message>
        <source>η memory</source>
        <translation>η 显存</translation>
    </message>
    <message>
        <source>eta_m, achieved / datasheet bandwidth in weight and KV streaming: reference → fitted</source>
        <translation>eta_m，权重和 KV 流式读取时实际 / 标称带宽：参考 → 拟合</translation>
    </message>
    <message>
        <source>Half-width of the 90 % band on a prediction, exp(1.645 σ) − 1: reference → fitted (it narrows as measurements accumulate)</source>
        <translation>预测 90 % 区间的半宽，exp(1.645 σ) − 1：参考 → 拟合（随测量数据增多而收窄）</translation>
    </message>
    <message>
        <source>Behind the fit</source>
        <translation>拟合依据</translation>
    </message>
    <message>
        <source>Runs and TTFT/TPOT/tokens-per-second readings the fit used</source>
        <translation>拟合所用的运行次数以及 TTFT/TPOT/每秒 token 读数</translation>
    </message>
    <message>
        <source>%1 runs, %2 readings</source>
        <translation>%1 次运行，%2 个读数</translation>
    </message>
    <message>
        <source>Cheapest first</source>
        <translation>最便宜的在前</translation>
    </message>
    <message>
        <source>How many GPUs of this kind carry the measured load</source>
        <translation>承载所测负载所需的此类 GPU 数量</translation>
    </message>
    <message>
        <source>Catalog GPU; "(current)" is the configuration the telemetry came from</source>
        <translation>目录 GPU；“（当前）”表示遥测数据所来自的配置</translation>
    </message>
    <message>
        <source>%1 (current)</source>
        <translation>%1（当前）</translation>
    </message>
    <message>
        <source>Memory needed / GPU</source>
        <translation>所需显存 / GPU</translation>
    </message>
    <message>
        <source>The measured per-GPU peaks summed, plus headroom, spread over the GPUs</source>
        <translation>各 GPU 测得的峰值之和加上余量，再分摊到各 GPU</translation>
    </message>
    <message>
        <source>Memory / GPU</source>
        <translation>显存 / GPU</translation>
    </message>
    <message>
        <source>Memory the runtime sees on each GPU of the candidate</source>
        <translation>运行时在候选的每个 GPU 上可见的显存</translation>
    </message>
    <message>
        <source>Busy at p95</source>
        <translation>p95 时忙碌</translation>
    </message>
    <message>
        <source>Predicted busy share of each GPU at the measured p95 load</source>
        <translation>在所测 p95 负载下每个 GPU 的预测忙碌比例</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/小时</translation>
    </message>
    <message>
        <source>USD per hour for all the GPUs at the reference on-demand price</source>
        <translation>按参考按需价格计算的所有 GPU 每小时美元</translation>
    </message>
    <message>
        <source>USD per month (%1 hours) for all the GPUs on demand</source>
        <translation>所有 GPU 按需每月（%1 小时）美元</translation>
    </message>
    <message>
        <source>A caveat on the GPU, such as its licence</source>
        <translation>关于该 GPU 的提示，例如许可</translation>
    </message>
    <message>
        <source>%1 × the reference on-demand price (%2)</source>
        <translation>%1 × 参考按需价格（%2）</translation>
    </message>
    <message>
        <source>Memory per GPU at the planned batch</source>
        <translation>计划批次下的每 GPU 显存</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Free (usable capacity)</source>
        <translation>空闲（可用容量）</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>每 GPU GiB</translation>
    </message>
    <message>
        <source>Cost per million tokens, cheapest configuration of each GPU (%1 more GPUs cost more)</source>
        <translation>每百万 token 成本，各 GPU 最便宜的配置（另有 %1 个 GPU 更贵）</translation>
    </message>
    <message>
        <source>Cost per million tokens, cheapest configuration of each GPU that meets the SLA</source>
        <translation>每百万 token 成本，各 GPU 满足 SLA 的最便宜配置</translation>
    </message>
    <message>
        <source>USD per million tokens</source>
        <translation>每百万 token 美元</translation>
    </message>
    <message>
        <source>USD per million tokens (cloud on-demand)</source>
        <translation>每百万 token 美元（云端按需）</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>Cumulative cost of each scenario's recommended option</source>
        <translation>每个场景推荐选项的累计成本</translation>
    </message>
    <message>
        <source>thousand USD</source>
        <translation>千美元</translation>
    </message>
    <message>
        <source>RightSizer projects (*.rsplan);;All files (*)</source>
        <translation>RightSizer 项目 (*.rsplan);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Scenario JSON (*.json);;All files (*)</source>
        <translation>场景 JSON (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>must be one line</source>
        <translation>必须为单行</translation>
    </message>
    <message>
        <source>starts or ends with a space; remove it</source>
        <translation>开头或结尾有空格，请删除</translation>
    </message>
    <message>
        <source>The bundled catalog is damaged: %1</source>
        <translation>内置目录已损坏：%1</translation>
    </message>
    <message>
        <source>GPUs</source>
        <comment>table column: how many GPUs</comment>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>given in the scenario</source>
        <translation>在场景中给定</translation>
    </message>
    <message>
        <source>Model architecture</source>
        <translation>模型架构</translation>
    </message>
    <message>
        <source>GPU figures</source>
        <translation>GPU 参数</translation>
    </message>
    <message>
        <source>Every GPU the scenarios evaluated, with the source and date of each figure the engine used (figures that share a source are listed together).</source>
        <translation>各场景评估的每种 GPU，以及引擎所用每项数值的来源和日期（同一来源的数值合并列出）。</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>no source recorded</source>
        <translation>未记录来源</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>$/GPU-hour</source>
        <translation>$/GPU·小时</translation>
    </message>
    <message>
        <source>; thin evidence: </source>
        <translation>；依据不足：</translation>
    </message>
    <message>
        <source>, well-evidenced prices only</source>
        <translation>，仅用依据充分的价格</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Provider, product, region</source>
        <translation>供应商、产品、地区</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 个 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>/GPU-h</source>
        <translation>/GPU·小时</translation>
    </message>
    <message>
        <source>Quotes behind the configurations in this report</source>
        <translation>本报告中各配置所依据的报价</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>peak %1, mean %2, growth %3/year</source>
        <translation>峰值 %1，平均 %2，年增长 %3</translation>
    </message>
    <message>
        <source> tokens in </source>
        <translation> 个输入 token </translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>推理服务引擎</translation>
    </message>
    <message>
        <source>no purchase price</source>
        <translation>无采购价格</translation>
    </message>
    <message>
        <source>month %1 (rank %2)</source>
        <translation>第 %1 个月（排名 %2）</translation>
    </message>
    <message>
        <source>not within %1 months (rank %2)</source>
        <translation>%1 个月内未达到（排名 %2）</translation>
    </message>
    <message>
        <source>Latency and throughput come from a roofline model: each phase takes the longer of its FLOPs at the GPU's dense peak (at the clock it sustains under its power cap) times a compute efficiency and its bytes at the memory bandwidth times a memory efficiency, plus the serving engine's fixed costs per decode step, per running sequence and per request (vLLM on NVIDIA GPUs: %1, %2 and %3). The efficiencies are fitted per GPU family and precision, memory system and serving engine, by least squares on the logarithm, to published measurements of real systems (the calibration tables shipped with RightSizer). The spread of those measurements around the fit, σ (RMS of log(measured / predicted)) for the GPU family with the engine, sets every 90 % band in this report: a prediction x has the band x·e&lt;sup&gt;−1.645σ&lt;/sup&gt; … x·e&lt;sup&gt;+1.645σ&lt;/sup&gt;. Where no measurement covers a family and precision the factors are borrowed from the nearest group (marked ~ in the tables), and where the GPU was never measured with the engine the configuration is not validated; either widens σ by %4.</source>
        <translation>延迟和吞吐量来自 roofline 模型：每个阶段耗时取两者中较长者——其 FLOPs 按 GPU 稠密峰值（在功耗上限下可维持的频率）乘以计算效率计算的时间，与其字节数按显存带宽乘以显存效率计算的时间——再加上推理服务引擎每个解码步、每个运行中序列和每个请求的固定开销（NVIDIA GPU 上的 vLLM：%1、%2 和 %3）。效率按 GPU 系列与精度、显存系统和推理服务引擎，以对数最小二乘法拟合真实系统的公开测量数据（随 RightSizer 提供的校准表）。这些测量值围绕拟合的离散程度 σ（该 GPU 系列与引擎下 log(实测 / 预测) 的均方根）决定本报告中的每个 90 % 区间：预测值 x 的区间为 x·e&lt;sup&gt;−1.645σ&lt;/sup&gt; … x·e&lt;sup&gt;+1.645σ&lt;/sup&gt;。若某系列与精度没有任何测量，则借用最接近组的系数（表中以 ~ 标记）；若该 GPU 从未与该引擎一起测量过，则该配置未经验证；两者都会使 σ 增大 %4。</translation>
    </message>
    <message>
        <source>Efficiency group</source>
        <translation>效率组</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>使用者</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>测量次数</translation>
    </message>
    <message>
        <source>Compute eff.</source>
        <translation>计算效率</translation>
    </message>
    <message>
        <source>Memory eff.</source>
        <translation>显存效率</translation>
    </message>
    <message>
        <source>σ (log)</source>
        <translation>σ（对数）</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>validated on %1 runs</source>
        <translation>已用 %1 次测量验证</translation>
    </message>
    <message>
        <source>Scenarios side by side</source>
        <translation>场景对比</translation>
    </message>
    <message>
        <source>Sizing rules</source>
        <translation>规划规则</translation>
    </message>
    <message>
        <source>latency targets met at the pessimistic end of the 90 % band (scenario)</source>
        <translation>在 90 % 区间的悲观端满足延迟目标（场景）</translation>
    </message>
    <message>
        <source>latency targets met by the estimate; the band's pessimistic end may miss them (default)</source>
        <translation>按估计值满足延迟目标；区间的悲观端可能达不到（默认）</translation>
    </message>
    <message>
        <source>at least %1 replicas (scenario)</source>
        <translation>至少 %1 个副本（场景）</translation>
    </message>
    <message>
        <source>as few replicas as the demand needs (default)</source>
        <translation>按需求所需的最少副本数（默认）</translation>
    </message>
    <message>
        <source>GeForce cards included (scenario), each with the caveat: %1</source>
        <translation>包含 GeForce 显卡（场景），每张均附注：%1</translation>
    </message>
    <message>
        <source>GeForce cards left out: %1 (default)</source>
        <translation>不含 GeForce 显卡：%1（默认）</translation>
    </message>
    <message>
        <source>layouts needing more than %1 times the GPUs of the same GPU's cheapest layout are folded under it, not ranked (%2 here)</source>
        <translation>所需 GPU 超过同型号 GPU 最便宜布局 %1 倍的布局归入该布局之下，不参与排名（此处 %2 个）</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Where each figure comes from and when it was observed. Catalog figures carry their source in the catalog itself; scenario inputs are marked “scenario”; defaults say why they were chosen.</source>
        <translation>每项数值的来源及观测时间。目录数值的来源记录在目录中；场景输入标为“场景”；默认值注明了选用理由。</translation>
    </message>
    <message>
        <source>Cost inputs</source>
        <translation>成本输入</translation>
    </message>
    <message>
        <source>“%1”: %2 (on-prem)</source>
        <translation>“%1”：%2（本地部署）</translation>
    </message>
    <message>
        <source>Uncertainty and calibration</source>
        <translation>不确定性与校准</translation>
    </message>
    <message>
        <source>Costs inherit the band: each TCO total is also computed with the replica capacity at the optimistic and the pessimistic end of its band (the “90 % band” column), and the sensitivity chart shows how each cost input moves the total by ±20 %. Prices are observations with a date, not quotes for your order: confirm them with the vendor before committing. A configuration whose pessimistic end misses a target should be validated with a benchmark run on the chosen GPU before buying.</source>
        <translation>成本继承区间：每个 TCO 总额也按副本容量在其区间乐观端和悲观端分别计算（“90 % 区间”列），敏感性图显示每项成本输入变动 ±20 % 时总额如何变化。价格是带日期的观测值，而非针对您订单的报价：承诺前请向供应商确认。悲观端达不到目标的配置，应在购买前于所选 GPU 上进行基准测试验证。</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>术语表</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>术语</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>Totals are undiscounted cash over %1 months with the resale value credited in the last month; NPV discounts them at %2 a year. The band is the total at the ends of the throughput's 90 % band. GPUs: the largest monthly average paid for. The recommended option (bold) has the lowest NPV.</source>
        <translation>总额为 %1 个月内未折现的现金支出，转售价值计入最后一个月；净现值 (NPV) 按每年 %2 折现。区间为吞吐量 90 % 区间两端对应的总额。GPU：所付费的最大月平均数。推荐方案（粗体）的净现值最低。</translation>
    </message>
    <message>
        <source>SLA risk (%1): %2 h a month while new replicas start (%3 of requests arrive then).</source>
        <translation>SLA 风险（%1）：每月有 %2 h 处于新副本启动期间（%3 的请求在此期间到达）。</translation>
    </message>
    <message>
        <source>The recommended configuration (%1) paid for six ways over %2 months. Demand today peaks at %3 and averages %4 (%5); it grows %6 a year.</source>
        <translation>推荐配置（%1）在 %2 个月内的六种付费方式。当前需求峰值为 %3，平均 %4（%5）；每年增长 %6。</translation>
    </message>
    <message>
        <source>Cost per million tokens divides by the tokens the demand asks for. On-demand %1 runs the planned fleet (sized for the peak) around the clock, so in the first month without growth it matches the candidate table's figure (at the mean load); autoscaled cloud follows the demand hour by hour, a different strategy that can cost less.</source>
        <translation>每百万 token 成本除以需求所需的 token 数。按需 %1 全天候运行规划的集群（按峰值规划），因此在无增长的第一个月与候选表中的数值（按平均负载）一致；自动扩缩容的云按小时跟随需求，是另一种可能更便宜的策略。</translation>
    </message>
    <message>
        <source>without autoscaling (not the option shown: it autoscales)</source>
        <translation>不含自动扩缩容（并非所示方案：该方案会自动扩缩容）</translation>
    </message>
    <message>
        <source>without autoscaling (as shown)</source>
        <translation>不含自动扩缩容（如图所示）</translation>
    </message>
    <message>
        <source>Recommendation: &lt;b&gt;%1&lt;/b&gt;, the %2 (%3; %4 per month on average, %5 over %6 months).</source>
        <translation>推荐：&lt;b&gt;%1&lt;/b&gt;，%2（%3；平均每月 %4，%6 个月共 %5）。</translation>
    </message>
    <message>
        <source>Buying hardware: plan rank %1</source>
        <translation>购买硬件：方案排名 %1</translation>
    </message>
    <message>
        <source>The recommendation's GPU has no purchase price in the catalog, so on-prem and hybrid are costed on the best-ranked configuration whose GPU has one: %1.</source>
        <translation>推荐配置的 GPU 在目录中没有采购价格，因此本地部署和混合方案按 GPU 有采购价格的最高排名配置计算：%1。</translation>
    </message>
    <message>
        <source>For this configuration: &lt;b&gt;%1&lt;/b&gt;, the %2 (%3 over %4 months).</source>
        <translation>对此配置：&lt;b&gt;%1&lt;/b&gt;，%2（%4 个月共 %3）。</translation>
    </message>
    <message>
        <source>On-prem breaks even with the best cloud option (%1) in month %2.</source>
        <translation>本地部署在第 %2 个月与最佳云方案（%1）达到盈亏平衡。</translation>
    </message>
    <message>
        <source>On-prem does not break even with the best cloud option (%1) within %2 months.</source>
        <translation>本地部署在 %2 个月内未与最佳云方案（%1）达到盈亏平衡。</translation>
    </message>
    <message>
        <source>Cumulative cost: %1</source>
        <translation>累计成本：%1</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>总拥有成本</translation>
    </message>
    <message>
        <source>No TCO: </source>
        <translation>无 TCO：</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>敏感性</translation>
    </message>
    <message>
        <source>How the %1 total moves when each input is 20 % lower or higher, widest swing first.</source>
        <translation>每项输入降低或提高 20 % 时 %1 总额的变化，变化最大的在前。</translation>
    </message>
    <message>
        <source>Demand against capacity</source>
        <translation>需求与容量对比</translation>
    </message>
    <message>
        <source>One replica (%1) serves %2 within the TTFT target. Autoscaled cloud replicas follow the weekly demand (on the right axis one replica's height is that rate); a fixed fleet is sized for the peak with %3 headroom. In month 1 the fixed fleet holds %4 (%5 busy); by month %6 demand is %7 × today's and it holds %8 (%9 busy).</source>
        <translation>一个副本（%1）在 TTFT 目标内可服务 %2。自动扩缩容的云副本跟随每周需求（右轴上一个副本的高度即该速率）；固定集群按峰值并留 %3 余量规划。第 1 个月固定集群有 %4（繁忙 %5）；到第 %6 个月需求为当前的 %7 ×，集群有 %8（繁忙 %9）。</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n 个副本</numerusform>
        </translation>
    </message>
    <message>
        <source>Week of month 1 (today)</source>
        <translation>第 1 个月的一周（当前）</translation>
    </message>
    <message>
        <source>Week of month %1</source>
        <translation>第 %1 个月的一周</translation>
    </message>
    <message>
        <source>On-prem (plan rank %1, %2)</source>
        <translation>本地部署（方案排名 %1，%2）</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>GPU server with %1 × %2</source>
        <translation>配备 %1 × %2 的 GPU 服务器</translation>
    </message>
    <message>
        <source>GPUs (%1, in the servers)</source>
        <translation>GPU（%1，含在服务器中）</translation>
    </message>
    <message>
        <source>included</source>
        <translation>已包含</translation>
    </message>
    <message>
        <source>Network per node (NICs, switch ports, cables)</source>
        <translation>每节点网络（网卡、交换机端口、线缆）</translation>
    </message>
    <message>
        <source>Installation per node</source>
        <translation>每节点安装</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>month %1: %2</source>
        <translation>第 %1 个月：%2</translation>
    </message>
    <message>
        <source>Financed at %1 a year: capital is paid as loan instalments.</source>
        <translation>按每年 %1 融资：资本支出以贷款分期支付。</translation>
    </message>
    <message>
        <source>Power: %1 kW of IT load at %2 average GPU load, %3 kW at the wall (PUE %4).</source>
        <translation>电力：平均 GPU 负载 %2 时 IT 负载 %1 kW，市电侧 %3 kW（PUE %4）。</translation>
    </message>
    <message>
        <source>Running costs over %1 months: power %2, space %3, support %4, staff %5; resale credit %6.</source>
        <translation>%1 个月运营成本：电力 %2，场地 %3，支持 %4，人员 %5；转售抵扣 %6。</translation>
    </message>
    <message>
        <source>Total cost of ownership on-prem: %1 (NPV %2).</source>
        <translation>本地部署总拥有成本：%1（净现值 %2）。</translation>
    </message>
    <message>
        <source>Cloud instance plan (%1)</source>
        <translation>云实例计划（%1）</translation>
    </message>
    <message>
        <source>GPUs month 1</source>
        <translation>第 1 个月 GPU</translation>
    </message>
    <message>
        <source>GPUs month %1</source>
        <translation>第 %1 个月 GPU</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU·小时</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <source>No cloud option can be priced for this configuration.</source>
        <translation>此配置无法为任何云方案定价。</translation>
    </message>
    <message>
        <source>Replicas of %1, autoscaled today between %2 and %3 (minimum %4, new replicas ready after %5 min); GPUs are monthly averages of the GPUs paid for.</source>
        <translation>每个副本 %1，当前在 %2 到 %3 之间自动扩缩容（最少 %4，新副本 %5 min 后就绪）；GPU 数为所付费 GPU 的月平均值。</translation>
    </message>
    <message>
        <source>No autoscaling: on-demand and spot run the peak fleet around the clock.</source>
        <translation>无自动扩缩容：按需和竞价实例全天候运行峰值集群。</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>On-prem: no purchase price; </source>
        <translation>本地部署：无采购价格；</translation>
    </message>
    <message>
        <source>cannot write '%1': %2</source>
        <translation>无法写入“%1”：%2</translation>
    </message>
    <message>
        <source>%1 — GPU capacity plan, %2</source>
        <translation>%1 — GPU 容量规划，%2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>it is a folder; give a file name ending in .pdf</source>
        <translation>这是一个文件夹；请给出以 .pdf 结尾的文件名</translation>
    </message>
    <message>
        <source>give a file name ending in .pdf</source>
        <translation>请给出以 .pdf 结尾的文件名</translation>
    </message>
    <message>
        <source>the folder '%1' does not exist</source>
        <translation>文件夹“%1”不存在</translation>
    </message>
    <message>
        <source>GPU capacity plan: %1</source>
        <translation>GPU 容量规划：%1</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>无法开始生成 PDF</translation>
    </message>
    <message>
        <source>%1 GPU types</source>
        <translation>%1 种 GPU</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 和 %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>in %1 on %2</source>
        <translation>以 %1 在 %2 上</translation>
    </message>
    <message>
        <source>%1 %2 on %3 tokens within %4 h, %5.</source>
        <translation>%1 %2，%3 个 token，%4 h 内完成，%5。</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Fine-tune (%1)</source>
        <translation>微调（%1）</translation>
    </message>
    <message>
        <source>%1 time to first token within %2</source>
        <translation>%1 首 token 时延不超过 %2</translation>
    </message>
    <message>
        <source>%1 time per output token within %2</source>
        <translation>%1 每输出 token 时间不超过 %2</translation>
    </message>
    <message>
        <source>Serve %1 at peak %2, mean %3 over the week (%4); prompts of %5 tokens and answers of %6 on average%7, %8.</source>
        <translation>服务 %1，峰值 %2，一周平均 %3（%4）；平均提示 %5 个 token、回答 %6 个%7，%8。</translation>
    </message>
    <message>
        <source> with %1</source>
        <translation>，要求 %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation>和</translation>
    </message>
    <message>
        <source>%1 (%2, %3 parameters</source>
        <translation>%1（%2，%3 参数</translation>
    </message>
    <message>
        <source>, %1 active per token</source>
        <translation>，每 token 激活 %1</translation>
    </message>
    <message>
        <source>, context %1 tokens</source>
        <translation>，上下文 %1 个 token</translation>
    </message>
    <message>
        <source>%1 time to first token ≤ %2</source>
        <translation>%1 首 token 时延 ≤ %2</translation>
    </message>
    <message>
        <source>%1 time per output token ≤ %2</source>
        <translation>%1 每输出 token 时间 ≤ %2</translation>
    </message>
    <message>
        <source>at least %1 in all</source>
        <translation>合计至少 %1</translation>
    </message>
    <message>
        <source>output tokens/s</source>
        <translation>输出 token/s</translation>
    </message>
    <message>
        <source>met at the pessimistic end of the 90 % band</source>
        <translation>在 90 % 区间悲观端满足</translation>
    </message>
    <message>
        <source>at least %1 replicas</source>
        <translation>至少 %1 个副本</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>peak %1 (sized for, + %2 growth headroom), mean %3 (costed at); prompts %4 / %5 tokens and outputs %6 / %7 tokens (mean / p95)</source>
        <translation>峰值 %1（据此规划，另加 %2 增长余量），平均 %3（据此计费）；提示 %4 / %5 个 token，输出 %6 / %7 个 token（平均 / p95）</translation>
    </message>
    <message>
        <source>Demand note</source>
        <translation>需求说明</translation>
    </message>
    <message>
        <source>Service levels</source>
        <translation>服务水平</translation>
    </message>
    <message>
        <source>%1: %2 tokens, sequence %3, global batch %4</source>
        <translation>%1：%2 个 token，序列 %3，全局批大小 %4</translation>
    </message>
    <message>
        <source>finish within %1 h</source>
        <translation>%1 h 内完成</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>增长</translation>
    </message>
    <message>
        <source>sized with %1 headroom over the peak demand; demand grows %2 a year over the %3-month cost horizon</source>
        <translation>在峰值需求之上留 %1 余量规划；在 %3 个月的成本规划期内需求每年增长 %2</translation>
    </message>
    <message>
        <source>Precisions</source>
        <translation>精度</translation>
    </message>
    <message>
        <source> (emulated precisions allowed)</source>
        <translation>（允许模拟精度）</translation>
    </message>
    <message>
        <source> (native only)</source>
        <translation>（仅原生）</translation>
    </message>
    <message>
        <source>%1, with its own fitted efficiency and overheads; it may use %2 of each GPU's memory</source>
        <translation>%1，使用其自身拟合的效率与开销；可使用每个 GPU %2 的显存</translation>
    </message>
    <message>
        <source>GPUs considered</source>
        <translation>考虑的 GPU</translation>
    </message>
    <message>
        <source>%1 GPU types, at most %2 GPUs, %3 GPUs per node</source>
        <translation>%1 种 GPU，最多 %2 个 GPU，每节点 %3 个 GPU</translation>
    </message>
    <message>
        <source>Requirements</source>
        <translation>需求</translation>
    </message>
    <message>
        <source>The scenario's description: %1</source>
        <translation>场景描述：%1</translation>
    </message>
    <message>
        <source>%1 configurations (GPU × precision × layout) evaluated; %2 meet the service levels%4. The table lists the %3 cheapest, ranked by cost per million tokens at cloud on-demand prices%5; the first row is the recommendation.</source>
        <translation>共评估 %1 种配置（GPU × 精度 × 布局）；%2 种满足服务水平%4。表中列出最便宜的 %3 种，按云按需价格下每百万 token 成本排名%5；第一行为推荐配置。</translation>
    </message>
    <message>
        <source> (%1 of them not ranked: they need over %2 times the GPUs of the same GPU's cheapest layout)</source>
        <translation>（其中 %1 种不参与排名：所需 GPU 超过同型号 GPU 最便宜布局的 %2 倍）</translation>
    </message>
    <message>
        <source> (the fleet sized for the peak, running around the clock, at the mean load)</source>
        <translation>（按峰值规划的集群全天候运行，按平均负载计）</translation>
    </message>
    <message>
        <source>Latencies at the grown peak (headroom included), queueing in TTFT. Util.: share of capacity the peak uses. $/month: the fleet around the clock at on-demand prices; $/M tok: that cost over the output tokens served at the mean load. ~ after the precision: efficiency borrowed from another GPU family or precision (wider band).</source>
        <translation>延迟为增长后峰值（含余量）下的数值，排队计入 TTFT。利用率：峰值所用容量的占比。$/月：集群按按需价格全天候运行；$/百万 token：该成本除以平均负载下服务的输出 token。精度后的 ~：效率借用自其他 GPU 系列或精度（区间更宽）。</translation>
    </message>
    <message>
        <source>Run time and cost at on-demand prices; MFU: model FLOPs utilization.</source>
        <translation>运行时间与成本按按需价格计算；MFU：模型 FLOPs 利用率。</translation>
    </message>
    <message>
        <source>† GeForce card, included because the scenario sets allow_geforce: %1.</source>
        <translation>† GeForce 显卡，因场景设置了 allow_geforce 而包含：%1。</translation>
    </message>
    <message>
        <source>Closest configuration</source>
        <translation>最接近的配置</translation>
    </message>
    <message>
        <source>Why it does not qualify</source>
        <translation>不符合的原因</translation>
    </message>
    <message>
        <source>GPUs that cannot meet the service levels</source>
        <translation>无法满足服务水平的 GPU</translation>
    </message>
    <message>
        <source>Candidate comparison</source>
        <translation>候选对比</translation>
    </message>
    <message>
        <source>Memory and cost per token</source>
        <translation>显存与每 token 成本</translation>
    </message>
    <message>
        <source>Memory per GPU of the six best-ranked configurations. The recommendation uses %1 of the %2 the runtime can allocate (weights %3, KV cache %4).</source>
        <translation>排名前六的配置每个 GPU 的显存。推荐配置使用运行时可分配的 %2 中的 %1（权重 %3，KV 缓存 %4）。</translation>
    </message>
    <message>
        <source>Scenario “%1”</source>
        <translation>场景“%1”</translation>
    </message>
    <message>
        <source>run of %1 h (90 %: %2 – %3 h) against a deadline of %4 h (%5 margin)</source>
        <translation>运行 %1 h（90 %：%2 – %3 h），期限 %4 h（余量 %5）</translation>
    </message>
    <message>
        <source>%1 TTFT %2 against ≤ %3 (%4 margin)</source>
        <translation>%1 TTFT %2，目标 ≤ %3（余量 %4）</translation>
    </message>
    <message>
        <source>%1 TPOT %2 against ≤ %3 (%4 margin)</source>
        <translation>%1 TPOT %2，目标 ≤ %3（余量 %4）</translation>
    </message>
    <message>
        <source>%1 against ≥ %2</source>
        <translation>%1，目标 ≥ %2</translation>
    </message>
    <message>
        <source>no latency target set</source>
        <translation>未设置延迟目标</translation>
    </message>
    <message>
        <source>run time %1 – %2 h</source>
        <translation>运行时间 %1 – %2 h</translation>
    </message>
    <message>
        <source>%1 TPOT %2 – %3, %1 TTFT %4 – %5</source>
        <translation>%1 TPOT %2 – %3，%1 TTFT %4 – %5</translation>
    </message>
    <message>
        <source> (the pessimistic end misses the target: validate with a benchmark before buying)</source>
        <translation>（悲观端达不到目标：购买前请用基准测试验证）</translation>
    </message>
    <message>
        <source>Serve &lt;b&gt;%1&lt;/b&gt; on &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>在 &lt;b&gt;%2&lt;/b&gt; 上服务 &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Train &lt;b&gt;%1&lt;/b&gt; on &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>在 &lt;b&gt;%2&lt;/b&gt; 上训练 &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>: %1 a month at cloud on-demand prices</source>
        <translation>：按云按需价格每月 %1</translation>
    </message>
    <message>
        <source>: %1 for the run at cloud on-demand prices</source>
        <translation>：按云按需价格本次运行 %1</translation>
    </message>
    <message>
        <source>; over %1 months the cheapest way to pay for it is &lt;b&gt;%2&lt;/b&gt;, %3 in total (%4 net present value)</source>
        <translation>；在 %1 个月内最便宜的付费方式是 &lt;b&gt;%2&lt;/b&gt;，共计 %3（净现值 %4）</translation>
    </message>
    <message>
        <source>Buying instead</source>
        <translation>改为购买</translation>
    </message>
    <message>
        <source>no on-prem price: </source>
        <translation>无本地部署价格：</translation>
    </message>
    <message>
        <source>The recommendation's GPU has no purchase price; the best-ranked configuration with one is rank %1 (%2). </source>
        <translation>推荐配置的 GPU 没有采购价格；有采购价格的最高排名配置为第 %1 名（%2）。</translation>
    </message>
    <message>
        <source>%1: %2 over %3 months (NPV %4)</source>
        <translation>%1：%3 个月共 %2（净现值 %4）</translation>
    </message>
    <message>
        <source>; %1: %2 (NPV %3)</source>
        <translation>；%1：%2（净现值 %3）</translation>
    </message>
    <message>
        <source>; no hybrid: no on-prem base pays off (all-cloud on-demand is cheapest)</source>
        <translation>；无混合方案：任何本地部署基础都不划算（全部按需上云最便宜）</translation>
    </message>
    <message>
        <source>; on-prem breaks even with %1 in month %2</source>
        <translation>；本地部署在第 %2 个月与 %1 达到盈亏平衡</translation>
    </message>
    <message>
        <source>; on-prem does not break even with %1 within %2 months</source>
        <translation>；本地部署在 %2 个月内未与 %1 达到盈亏平衡</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>%1 (plan rank 1 of %2 that meet the service levels; %3 evaluated)</source>
        <translation>%1（满足服务水平的 %2 种中方案排名第 1；共评估 %3 种）</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>许可</translation>
    </message>
    <message>
        <source>%1 (GeForce included by the scenario's allow_geforce)</source>
        <translation>%1（因场景的 allow_geforce 而包含 GeForce）</translation>
    </message>
    <message>
        <source>%1 a month on demand (fleet sized for the grown peak, %2/GPU-hour)</source>
        <translation>按需每月 %1（集群按增长后峰值规划，%2/GPU·小时）</translation>
    </message>
    <message>
        <source>%1 for the run on demand (%2/GPU-hour)</source>
        <translation>按需本次运行 %1（%2/GPU·小时）</translation>
    </message>
    <message>
        <source>; %1 averages %2 a month over the horizon</source>
        <translation>；%1 在规划期内平均每月 %2</translation>
    </message>
    <message>
        <source>Cost over %1 months</source>
        <translation>%1 个月成本</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; with %2 (NPV %3 at %4 a year; 90 % band %5 – %6)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;，%2（按每年 %4 计净现值 %3；90 % 区间 %5 – %6）</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>每百万输出 token 成本</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>每次运行成本</translation>
    </message>
    <message>
        <source>%1 on demand, the planned fleet at the mean load; </source>
        <translation>按需 %1，规划集群按平均负载计；</translation>
    </message>
    <message>
        <source>%1 with %2 over the horizon</source>
        <translation>规划期内 %2 为 %1</translation>
    </message>
    <message>
        <source>Cost over the horizon</source>
        <translation>规划期成本</translation>
    </message>
    <message>
        <source>Service levels met</source>
        <translation>已满足的服务水平</translation>
    </message>
    <message>
        <source>. 90 % band: </source>
        <translation>。90 % 区间：</translation>
    </message>
    <message>
        <source>%1 of %2 usable</source>
        <translation>可用 %2 中的 %1</translation>
    </message>
    <message>
        <source>Nothing meets the service levels within the limits (%1 configurations evaluated). Closest: %2</source>
        <translation>在限制范围内没有配置满足服务水平（共评估 %1 种配置）。最接近：%2</translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation>次优</translation>
    </message>
    <message>
        <source>%1 on %2: %3.</source>
        <translation>%2 上的 %1：%3。</translation>
    </message>
    <message>
        <source>no price in the catalog, so it cannot be ranked on cost</source>
        <translation>目录中无价格，因此无法按成本排名</translation>
    </message>
    <message>
        <source>it costs %1 per million %2 tokens against %3 (%4 more)</source>
        <translation>每百万%2 token 成本 %1，对比 %3（高 %4）</translation>
    </message>
    <message>
        <source>output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>trained</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>, %1 a month against %2</source>
        <translation>，每月 %1，对比 %2</translation>
    </message>
    <message>
        <source>, though it needs fewer GPUs (%1 against %2)</source>
        <translation>，尽管所需 GPU 更少（%1，对比 %2）</translation>
    </message>
    <message>
        <source>it costs the same per token but needs %1 against %2</source>
        <translation>每 token 成本相同，但需要 %1，对比 %2</translation>
    </message>
    <message>
        <source>same cost and GPU count, fewer output tokens/s per GPU (%1 against %2)</source>
        <translation>成本和 GPU 数相同，每 GPU 输出 token/s 更少（%1，对比 %2）</translation>
    </message>
    <message>
        <source>GPU capacity plan</source>
        <translation>GPU 容量规划</translation>
    </message>
    <message>
        <source>Scenario </source>
        <translation>场景 </translation>
    </message>
    <message>
        <source>Scenarios </source>
        <translation>场景 </translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Prepared with</source>
        <translation>编制工具</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>bundled reference catalog</source>
        <translation>内置参考目录</translation>
    </message>
    <message>
        <source>Every figure in this report is computed by the RightSizer engine from the scenario and the catalog named above; the same figures are printed by &lt;i&gt;rightsizer plan&lt;/i&gt; and &lt;i&gt;rightsizer tco&lt;/i&gt;. Section “Assumptions” gives the source and date of every catalog figure and price used, and section “Uncertainty and calibration” how far the estimates can be trusted.</source>
        <translation>本报告中的每项数值均由 RightSizer 引擎根据上述场景和目录计算；&lt;i&gt;rightsizer plan&lt;/i&gt; 和 &lt;i&gt;rightsizer tco&lt;/i&gt; 输出相同的数值。“假设”一节给出所用每项目录数值和价格的来源与日期，“不确定性与校准”一节说明估计值的可信程度。</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>执行摘要</translation>
    </message>
    <message>
        <source>%1 × %2 in %3 (%4</source>
        <translation>%1 × %2，%3（%4</translation>
    </message>
    <message>
        <source>, %1 at batch %2)</source>
        <translation>，%1，批大小 %2）</translation>
    </message>
    <message>
        <source>, data parallel %1)</source>
        <translation>，数据并行 %1）</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a sentence and its full stop</comment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Purchases as demand grows: %1.</source>
        <translation>随需求增长的采购：%1。</translation>
    </message>
    <message>
        <source>%1)</source>
        <comment>closes the parenthesis the model's facts opened</comment>
        <translation>%1）</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the clauses of a list</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n 项</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n configuration(s)</source>
        <translation>
            <numerusform>%n 种配置</numerusform>
        </translation>
    </message>
    <message>
        <source>Speculative</source>
        <translation>推测解码</translation>
    </message>
    <message>
        <source>%1 tokens a step</source>
        <translation>每步 %1 个 token</translation>
    </message>
    <message>
        <source>%1, %2 proposals, each accepted at %3</source>
        <translation>%1，%2 个提议，每个接受率 %3</translation>
    </message>
    <message>
        <source>draft %1</source>
        <translation>草稿 %1</translation>
    </message>
    <message>
        <source>MTP/EAGLE head</source>
        <translation>MTP/EAGLE 头</translation>
    </message>
    <message>
        <source>Prefix cache</source>
        <translation>前缀缓存</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个 token</translation>
    </message>
    <message>
        <source>of each prompt skipped on average: %1 shared, found by %2</source>
        <translation>每个提示平均跳过的部分：共享 %1，命中 %2</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>技术</translation>
    </message>
    <message>
        <source>Serving techniques the plan uses: speculative decoding (tokens a step) and prefix caching (prompt tokens skipped)</source>
        <translation>规划使用的服务技术：推测解码（每步 token 数）和前缀缓存（跳过的提示词 token）</translation>
    </message>
    <message>
        <source>Disaggregated serving, against rank 1</source>
        <translation>分离式服务，对比第 1 名</translation>
    </message>
    <message>
        <source>Serving techniques</source>
        <translation>服务技术</translation>
    </message>
    <message>
        <source>Disaggregated serving</source>
        <translation>分离式服务</translation>
    </message>
    <message>
        <source>%1 × TP%2 on %3</source>
        <translation>%1 × TP%2，%3</translation>
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
        <translation>草稿模型</translation>
    </message>
    <message>
        <source>prefix %1 tok</source>
        <translation>前缀 %1 tok</translation>
    </message>
    <message>
        <source>speculative decoding with %1: %2 proposals a step, each accepted at %3, %4 tokens a step on average</source>
        <translation>使用 %1 的推测解码：每步 %2 个提议，每个接受率 %3，平均每步 %4 个 token</translation>
    </message>
    <message>
        <source>the draft %1</source>
        <translation>草稿模型 %1</translation>
    </message>
    <message>
        <source>the model's MTP/EAGLE head</source>
        <translation>模型的 MTP/EAGLE 头</translation>
    </message>
    <message>
        <source>prefix caching: %1 tokens of each prompt skipped on average (%2 shared, found by %3 of requests)</source>
        <translation>前缀缓存：每个提示词平均跳过 %1 个 token（共享 %2 个，%3 的请求命中）</translation>
    </message>
    <message>
        <source>served aggregated: prefill and decode share each replica's GPUs</source>
        <translation>聚合式服务：预填充和解码共用每个副本的 GPU</translation>
    </message>
    <message>
        <source>disaggregated serving: nothing to compare (no split was sized)</source>
        <translation>分离式服务：无可比较（未规划任何拆分）</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>no split</source>
        <translation>无拆分</translation>
    </message>
    <message>
        <source>disaggregated wins</source>
        <translation>分离式胜出</translation>
    </message>
    <message>
        <source>aggregated wins</source>
        <translation>聚合式胜出</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>差 %1</translation>
    </message>
    <message>
        <source>Prefill pool</source>
        <translation>预填充池</translation>
    </message>
    <message>
        <source>%1 busy; a prompt alone takes %2</source>
        <translation>忙碌 %1；单个提示词耗时 %2</translation>
    </message>
    <message>
        <source>Decode pool</source>
        <translation>解码池</translation>
    </message>
    <message>
        <source>%1 sequences per worker (at most %2)</source>
        <translation>每个 worker %1 个序列（最多 %2）</translation>
    </message>
    <message>
        <source>KV transfer</source>
        <translation>KV 传输</translation>
    </message>
    <message>
        <source>%1 a request over the %2 link</source>
        <translation>每个请求 %1，经 %2 链路</translation>
    </message>
    <message>
        <source>mean %1, queueing for a prefill worker included</source>
        <translation>均值 %1，含等待预填充 worker 的排队</translation>
    </message>
    <message>
        <source>decode-only steps; 90 %: %1 – %2</source>
        <translation>纯解码步；90 %：%1 – %2</translation>
    </message>
    <message>
        <source>%1/hour</source>
        <translation>%1/小时</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) in all</source>
        <translation>
            <numerusform>共 %n 个 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>No TCO for the disaggregated split: %1</source>
        <translation>分离式拆分没有 TCO：%1</translation>
    </message>
    <message>
        <source>The planner's disaggregated split (%1) costed pool by pool: each pool scales with the demand as its own fleet, with its own GPU's prices, servers and power; the options are the pools' sums.</source>
        <translation>规划器的分离式拆分（%1）逐池计算成本：每个池作为独立机群随需求伸缩，使用其自身 GPU 的价格、服务器和功耗；各方案为各池之和。</translation>
    </message>
    <message>
        <source>%1/GPU-hour on demand (%2)</source>
        <translation>按需 %1/GPU·小时（%2）</translation>
    </message>
    <message>
        <source>no on-demand price</source>
        <translation>无按需价格</translation>
    </message>
    <message>
        <source>For the split: &lt;b&gt;%1&lt;/b&gt; (%2 net present value), %3 less than the recommended configuration's %4 (%5).</source>
        <translation>拆分方案：&lt;b&gt;%1&lt;/b&gt;（净现值 %2），比推荐配置的 %4（%5）少 %3。</translation>
    </message>
    <message>
        <source>For the split: &lt;b&gt;%1&lt;/b&gt; (%2 net present value), %3 more than the recommended configuration's %4 (%5).</source>
        <translation>拆分方案：&lt;b&gt;%1&lt;/b&gt;（净现值 %2），比推荐配置的 %4（%5）多 %3。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n worker(s) at the plan (%2); %3</source>
        <translation>
            <numerusform>%1：规划中 %n 个 worker（%2）；%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Cheapest per million tokens first; unpriced last, fewest GPU-hours per million tokens first</source>
        <translation>每百万 token 最便宜的在前；无价格的排在最后，其中每百万 token GPU·小时最少的在前</translation>
    </message>
    <message>
        <source>Reference price: tier, region and basis</source>
        <translation>参考价格：层级、地区和依据</translation>
    </message>
    <message>
        <source>The planner ranks each GPU by the median over providers of each provider's median current quote of the chosen tier, one vote per provider; a quote of your own (a price you added to the catalog) wins over the public ones, and a scenario's cost.gpu_hour_usd over both. Tier: %3; region: %5%4. A price is thin evidence when it rests on fewer than %1 providers, on marketplace offers only, or on quotes over %2 months old on the report's date: confirm such a price with a quote of your own. Quotes without a region count in every region; prices are in US dollars (USD).</source>
        <translation>规划器先取各提供商在所选层级中当前报价的中位数，再取各提供商中位数的中位数为每个 GPU 排名，每家提供商一票；您自己的报价（您添加到目录的价格）优先于公开报价，场景的 cost.gpu_hour_usd 又优先于两者。层级：%3；地区：%5%4。如果价格所依据的提供商少于 %1 家、仅有市场平台报价，或报价在报告日期时已超过 %2 个月，则该价格依据不足：请用您自己的报价加以确认。未注明地区的报价计入所有地区；价格以美元（USD）计。</translation>
    </message>
    <message>
        <source>no price counted for %1: none in this tier and region, or only marketplace offers (they count in the marketplace tier) or thin evidence you asked to leave out. Ranked after the priced ones, by GPU-hours per million tokens (%2). Type a price into the $/GPU-h cell (your own quote) or set cost.gpu_hour_usd.%1</source>
        <translation>%1 没有计入价格：该层级和地区中没有报价，或只有市场平台报价（计入市场平台层级），或只有您要求排除的依据不足价格。排在有价格者之后，按每百万 token 的 GPU·小时排序（%2）。在 $/GPU·小时 单元格中输入价格（您自己的报价）或设置 cost.gpu_hour_usd.%1</translation>
    </message>
    <message>
        <source>matmuls %1</source>
        <translation>矩阵乘法 %1</translation>
    </message>
    <message>
        <source>Matmuls</source>
        <translation>矩阵乘法</translation>
    </message>
    <message>
        <source>Non-matmul work</source>
        <translation>非矩阵乘法工作</translation>
    </message>
    <message>
        <source>norms, activations, residuals</source>
        <translation>归一化、激活函数、残差</translation>
    </message>
    <message>
        <source>TP all-reduces</source>
        <translation>TP all-reduce</translation>
    </message>
    <message>
        <source>of one GPU's step</source>
        <translation>单个 GPU 的步</translation>
    </message>
    <message>
        <source>EP all-to-alls</source>
        <translation>EP all-to-all</translation>
    </message>
    <message>
        <source>%1 of the step</source>
        <translation>占步时间的 %1</translation>
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
        <translation>A4（210 × 297 毫米）</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation>Letter（8.5 × 11 英寸）</translation>
    </message>
    <message>
        <source>1 page</source>
        <translation>1 页</translation>
    </message>
    <message>
        <source>%1 pages</source>
        <translation>%1 页</translation>
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
        <translation>首 token 时延：从请求到达到其第一个输出 token 的时间，含排队。</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Time per output token: the time between output tokens once generation runs.</source>
        <translation>每输出 token 时间：生成开始后相邻输出 token 之间的时间。</translation>
    </message>
    <message>
        <source>p50, p95, p99</source>
        <translation>p50、p95、p99</translation>
    </message>
    <message>
        <source>Percentile: the value 50, 95 or 99 % of requests do not exceed.</source>
        <translation>百分位：50 %、95 % 或 99 % 的请求不超过的值。</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Number format of the weights (bf16, fp8, int4, ...); ~ marks efficiency factors borrowed from another GPU family or precision.</source>
        <translation>权重的数值格式（bf16、fp8、int4 等）；~ 表示效率系数借用自其他 GPU 系列或精度。</translation>
    </message>
    <message>
        <source>TP, PP, DP</source>
        <translation>TP、PP、DP</translation>
    </message>
    <message>
        <source>Tensor, pipeline and data parallelism: a model split across GPUs within a layer, across layers, or replicated.</source>
        <translation>张量、流水线和数据并行：模型在层内跨 GPU 切分、跨层切分或复制。</translation>
    </message>
    <message>
        <source>Replica</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>One copy of the model on TP × PP GPUs; serving adds replicas for throughput.</source>
        <translation>模型在 TP × PP 个 GPU 上的一份副本；服务通过增加副本提升吞吐量。</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批</translation>
    </message>
    <message>
        <source>Requests one replica decodes together.</source>
        <translation>一个副本同时解码的请求。</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Keys and values of the tokens seen so far, kept in GPU memory per request.</source>
        <translation>迄今已处理 token 的键和值，按请求保存在 GPU 显存中。</translation>
    </message>
    <message>
        <source>Usable memory</source>
        <translation>可用显存</translation>
    </message>
    <message>
        <source>What the runtime can allocate on a GPU (below the datasheet figure).</source>
        <translation>运行时在一个 GPU 上可分配的显存（低于规格书数值）。</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <source>Extra capacity over today's peak demand, for growth and bursts.</source>
        <translation>在当前峰值需求之上的额外容量，用于增长和突发。</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Share of the capacity paid for that the demand uses.</source>
        <translation>需求所用的已付费容量占比。</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilization: useful training FLOPs over the GPUs' dense peak.</source>
        <translation>模型 FLOPs 利用率：有效训练 FLOPs 与 GPU 稠密峰值之比。</translation>
    </message>
    <message>
        <source>$/M tokens</source>
        <translation>$/百万 token</translation>
    </message>
    <message>
        <source>US dollars per million output tokens served (or tokens trained).</source>
        <translation>每百万个已服务输出 token（或已训练 token）的美元成本。</translation>
    </message>
    <message>
        <source>On-demand, reserved, spot</source>
        <translation>按需、预留、竞价实例</translation>
    </message>
    <message>
        <source>Cloud prices: pay by the hour; commit for 1 or 3 years at a discount; spare capacity that can be reclaimed.</source>
        <translation>云价格：按小时付费；承诺 1 年或 3 年享折扣；可被回收的闲置容量。</translation>
    </message>
    <message>
        <source>On-prem, hybrid</source>
        <translation>本地部署、混合</translation>
    </message>
    <message>
        <source>Buy servers; or buy a base fleet and burst to on-demand cloud.</source>
        <translation>购买服务器；或购买基础集群并在突发时扩展到按需云。</translation>
    </message>
    <message>
        <source>TCO</source>
        <translation>TCO</translation>
    </message>
    <message>
        <source>Total cost of ownership: every cash cost of an option over the horizon.</source>
        <translation>总拥有成本：某方案在规划期内的全部现金成本。</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>净现值 (NPV)</translation>
    </message>
    <message>
        <source>Net present value: the costs discounted to today at the discount rate.</source>
        <translation>净现值：按折现率折算到今天的成本。</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡点</translation>
    </message>
    <message>
        <source>The first month from which an option's cumulative cost stays at or below another's.</source>
        <translation>某方案累计成本从此不高于另一方案的第一个月。</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness: facility power over IT power.</source>
        <translation>电能使用效率：设施总功率与 IT 功率之比。</translation>
    </message>
    <message>
        <source>90 % band</source>
        <translation>90 % 区间</translation>
    </message>
    <message>
        <source>The range that holds the true value with 90 % probability, from the spread of the calibration measurements.</source>
        <translation>根据校准测量的离散程度得出的、以 90 % 概率包含真实值的范围。</translation>
    </message>
    <message>
        <source>SLA</source>
        <translation>SLA</translation>
    </message>
    <message>
        <source>Service level agreement: the latency and throughput targets the plan must meet.</source>
        <translation>服务水平协议：规划必须满足的延迟和吞吐量目标。</translation>
    </message>
</context>
<context>
    <name>RevisionSummary</name>
    <message>
        <source>saved</source>
        <translation>已保存</translation>
    </message>
    <message>
        <source>; … and 1 more edit</source>
        <translation>；… 另有 1 处编辑</translation>
    </message>
    <message>
        <source>; … and %1 more edits</source>
        <translation>；… 另有 %1 处编辑</translation>
    </message>
</context>
<context>
    <name>TcoWords</name>
    <message>
        <source>on-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>reserved-1y</source>
        <translation>预留 1 年</translation>
    </message>
    <message>
        <source>reserved-3y</source>
        <translation>预留 3 年</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>竞价实例</translation>
    </message>
    <message>
        <source>on-prem</source>
        <translation>本地部署</translation>
    </message>
    <message>
        <source>hybrid</source>
        <translation>混合</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>折现率</translation>
    </message>
    <message>
        <source>%/year</source>
        <translation>%/年</translation>
    </message>
    <message>
        <source>Demand growth</source>
        <translation>需求增长</translation>
    </message>
    <message>
        <source>Demand level</source>
        <translation>需求水平</translation>
    </message>
    <message>
        <source>x profile</source>
        <translation>x 曲线</translation>
    </message>
    <message>
        <source>Fleet headroom</source>
        <translation>集群余量</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>On-demand price</source>
        <translation>按需价格</translation>
    </message>
    <message>
        <source>USD/GPU-h</source>
        <translation>USD/GPU-h</translation>
    </message>
    <message>
        <source>Reserved 1-year price</source>
        <translation>预留 1 年价格</translation>
    </message>
    <message>
        <source>Reserved 3-year price</source>
        <translation>预留 3 年价格</translation>
    </message>
    <message>
        <source>Spot price</source>
        <translation>竞价价格</translation>
    </message>
    <message>
        <source>Minimum replicas</source>
        <translation>最少副本数</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>个副本</translation>
    </message>
    <message>
        <source>Scale-up delay</source>
        <translation>扩容延迟</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>个 GPU</translation>
    </message>
    <message>
        <source>Server price</source>
        <translation>服务器价格</translation>
    </message>
    <message>
        <source>USD/node</source>
        <translation>USD/节点</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Installation</source>
        <translation>安装</translation>
    </message>
    <message>
        <source>Depreciation period</source>
        <translation>折旧期</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>Financing rate</source>
        <translation>融资利率</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <source>% of price</source>
        <translation>价格的 %</translation>
    </message>
    <message>
        <source>GPU TDP</source>
        <translation>GPU TDP</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>GPU average load</source>
        <translation>GPU 平均负载</translation>
    </message>
    <message>
        <source>% of TDP</source>
        <translation>TDP 的 %</translation>
    </message>
    <message>
        <source>Host power</source>
        <translation>主机功耗</translation>
    </message>
    <message>
        <source>W/node</source>
        <translation>W/节点</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>比值</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>USD/kWh</source>
        <translation>USD/kWh</translation>
    </message>
    <message>
        <source>Space (colocation)</source>
        <translation>机房空间（托管）</translation>
    </message>
    <message>
        <source>USD/kW-month</source>
        <translation>USD/kW·月</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>支持服务</translation>
    </message>
    <message>
        <source>% of capital/year</source>
        <translation>资本的 %/年</translation>
    </message>
    <message>
        <source>Staff share</source>
        <translation>人员配比</translation>
    </message>
    <message>
        <source>FTE/node</source>
        <translation>FTE/节点</translation>
    </message>
    <message>
        <source>Staff cost</source>
        <translation>人员成本</translation>
    </message>
    <message>
        <source>USD/FTE-year</source>
        <translation>USD/FTE·年</translation>
    </message>
    <message>
        <source>Training runs</source>
        <translation>训练次数</translation>
    </message>
    <message>
        <source>runs/month</source>
        <translation>次/月</translation>
    </message>
    <message>
        <source>replica</source>
        <translation>个副本</translation>
    </message>
    <message>
        <source>year</source>
        <translation>年</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>个 GPU</translation>
    </message>
    <message>
        <source>run/month</source>
        <translation>次/月</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>assumption: a typical corporate cost of capital</source>
        <translation>假设：典型的企业资本成本</translation>
    </message>
    <message>
        <source>default: no growth</source>
        <translation>默认：无增长</translation>
    </message>
    <message>
        <source>the demand profile as given</source>
        <translation>按给定的需求曲线</translation>
    </message>
    <message>
        <source>default: one replica stays up</source>
        <translation>默认：始终保留一个副本</translation>
    </message>
    <message>
        <source>assumption: instance start and model load</source>
        <translation>假设：实例启动与模型加载时间</translation>
    </message>
    <message>
        <source>assumption: racking, cabling, burn-in</source>
        <translation>假设：上架、布线、老化测试</translation>
    </message>
    <message>
        <source>assumption: a common accounting life for servers</source>
        <translation>假设：服务器常见的会计折旧年限</translation>
    </message>
    <message>
        <source>default: paid in cash at purchase</source>
        <translation>默认：购买时一次性付款</translation>
    </message>
    <message>
        <source>assumption: resale value after the depreciation period</source>
        <translation>假设：折旧期结束后的转售价值</translation>
    </message>
    <message>
        <source>assumption: serving GPUs seldom draw their full TDP</source>
        <translation>假设：推理服务 GPU 很少达到满 TDP 功耗</translation>
    </message>
    <message>
        <source>assumption: hardware support contract</source>
        <translation>假设：硬件支持合同</translation>
    </message>
    <message>
        <source>assumption: one operator per 20 nodes</source>
        <translation>假设：每 20 个节点一名运维人员</translation>
    </message>
    <message>
        <source>assumption: loaded cost of an operations engineer</source>
        <translation>假设：运维工程师的综合人力成本</translation>
    </message>
    <message>
        <source>default: one run a month</source>
        <translation>默认：每月一次</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>default: follow the demand</source>
        <translation>默认：跟随需求</translation>
    </message>
    <message>
        <source>none: no TCO for this scenario</source>
        <translation>无：此场景没有 TCO</translation>
    </message>
    <message>
        <source>limits.headroom_percent (default 20 %)</source>
        <translation>limits.headroom_percent（默认 20 %）</translation>
    </message>
    <message>
        <source>PRC-0119 calculator default 1.3 (industry averages 1.56-1.58, PRC-0113/0114)</source>
        <translation>PRC-0119 计算器默认值 1.3（行业平均 1.56-1.58，PRC-0113/0114）</translation>
    </message>
    <message>
        <source>PRC-0118: US industrial electricity assumption</source>
        <translation>PRC-0118：美国工业电价假设</translation>
    </message>
    <message>
        <source>PRC-0121: colocation $150-250/kW-month, midpoint</source>
        <translation>PRC-0121：托管 $150-250/kW·月，取中点</translation>
    </message>
    <message>
        <source>limits.gpus_per_node</source>
        <translation>limits.gpus_per_node</translation>
    </message>
    <message>
        <source>scenario limits.headroom_percent</source>
        <translation>场景 limits.headroom_percent</translation>
    </message>
    <message>
        <source>scenario limits.gpus_per_node</source>
        <translation>场景 limits.gpus_per_node</translation>
    </message>
</context>
<context>
    <name>TelemetryStatsModel</name>
    <message>
        <source>GPU utilization, mean</source>
        <translation>GPU 利用率，均值</translation>
    </message>
    <message>
        <source>Share of time a kernel ran (nvidia-smi utilization.gpu, DCGM GPU_UTIL), averaged over every sample of every GPU</source>
        <translation>内核运行时间的比例（nvidia-smi utilization.gpu、DCGM GPU_UTIL），对所有 GPU 的所有样本取均值</translation>
    </message>
    <message>
        <source>GPU utilization, median (p50)</source>
        <translation>GPU 利用率，中位数 (p50)</translation>
    </message>
    <message>
        <source>Half the samples were at or below this</source>
        <translation>一半样本不高于此值</translation>
    </message>
    <message>
        <source>GPU utilization, p95</source>
        <translation>GPU 利用率，p95</translation>
    </message>
    <message>
        <source>95 % of the samples were at or below this: the busy hour the candidates are sized for</source>
        <translation>95 % 的样本不高于此值：候选所依据的繁忙时段</translation>
    </message>
    <message>
        <source>Memory used, peak per GPU</source>
        <translation>显存占用，每 GPU 峰值</translation>
    </message>
    <message>
        <source>Largest frame buffer in use on any GPU (vLLM and TensorRT-LLM reserve their KV-cache pool up front, so this is what the runtime took, not what the model needed)</source>
        <translation>任一 GPU 上使用的最大帧缓冲（vLLM 和 TensorRT-LLM 会预先预留 KV 缓存池，因此这是运行时占用的，而非模型所需的）</translation>
    </message>
    <message>
        <source>Memory used, mean per GPU</source>
        <translation>显存占用，每 GPU 均值</translation>
    </message>
    <message>
        <source>Frame buffer in use, averaged over the samples</source>
        <translation>帧缓冲占用，对样本取均值</translation>
    </message>
    <message>
        <source>Memory used, p99 per GPU</source>
        <translation>显存占用，每 GPU p99</translation>
    </message>
    <message>
        <source>99 % of the samples used at most this</source>
        <translation>99 % 的样本占用不超过此值</translation>
    </message>
    <message>
        <source>SM occupancy, mean</source>
        <translation>SM 占用率，均值</translation>
    </message>
    <message>
        <source>DCGM_FI_PROF_SM_OCCUPANCY: resident warps over the maximum (DCGM profiling metrics only)</source>
        <translation>DCGM_FI_PROF_SM_OCCUPANCY：驻留 warp 数与最大值之比（仅 DCGM 性能分析指标）</translation>
    </message>
    <message>
        <source>Tensor cores active, mean</source>
        <translation>Tensor Core 活跃度，均值</translation>
    </message>
    <message>
        <source>DCGM_FI_PROF_PIPE_TENSOR_ACTIVE: share of cycles the tensor pipes were busy (DCGM profiling metrics only)</source>
        <translation>DCGM_FI_PROF_PIPE_TENSOR_ACTIVE：张量流水线忙碌的周期比例（仅 DCGM 性能分析指标）</translation>
    </message>
    <message>
        <source>DRAM active, mean</source>
        <translation>DRAM 活跃度，均值</translation>
    </message>
    <message>
        <source>DCGM_FI_PROF_DRAM_ACTIVE: share of cycles device memory was busy (DCGM profiling metrics only)</source>
        <translation>DCGM_FI_PROF_DRAM_ACTIVE：设备显存忙碌的周期比例（仅 DCGM 性能分析指标）</translation>
    </message>
    <message>
        <source>Power, mean per GPU</source>
        <translation>功耗，每 GPU 均值</translation>
    </message>
    <message>
        <source>Board power draw averaged over the samples</source>
        <translation>板卡功耗，对样本取均值</translation>
    </message>
    <message>
        <source>Power, p95 per GPU</source>
        <translation>功耗，每 GPU p95</translation>
    </message>
    <message>
        <source>95 % of the samples drew at most this</source>
        <translation>95 % 的样本功耗不超过此值</translation>
    </message>
    <message>
        <source>Idle time</source>
        <translation>空闲时间</translation>
    </message>
    <message>
        <source>Share of the observed GPU-time spent in stretches of at least 5 minutes below 5 % utilization: capacity that could have been released</source>
        <translation>观测 GPU 时间中，连续至少 5 分钟利用率低于 5 % 的时段所占比例：本可释放的容量</translation>
    </message>
</context>
<context>
    <name>WeekAxis</name>
    <message>
        <source>Mon</source>
        <translation>周一</translation>
    </message>
    <message>
        <source>Tue</source>
        <translation>周二</translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>周三</translation>
    </message>
    <message>
        <source>Thu</source>
        <translation>周四</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>周五</translation>
    </message>
    <message>
        <source>Sat</source>
        <translation>周六</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>周日</translation>
    </message>
    <message>
        <source>hour of the week</source>
        <translation>一周中的小时</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::FileActions</name>
    <message>
        <source>&amp;New Project</source>
        <translation>新建项目(&amp;N)</translation>
    </message>
    <message>
        <source>Start a new project from the bundled example scenario</source>
        <translation>从内置示例场景新建项目</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a project (.rsplan) or a scenario (.json)</source>
        <translation>打开项目（.rsplan）或场景（.json）</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the project under a new name</source>
        <translation>以新名称保存项目</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>还原(&amp;V)</translation>
    </message>
    <message>
        <source>Drop unsaved changes and reload the file</source>
        <translation>放弃未保存的更改并重新加载文件</translation>
    </message>
    <message>
        <source>&amp;Import Scenario JSON…</source>
        <translation>导入场景 JSON(&amp;I)…</translation>
    </message>
    <message>
        <source>Replace the scenario by one from a JSON file (undoable)</source>
        <translation>用 JSON 文件中的场景替换当前场景（可撤销）</translation>
    </message>
    <message>
        <source>&amp;Export Scenario JSON…</source>
        <translation>导出场景 JSON(&amp;E)…</translation>
    </message>
    <message>
        <source>Write the scenario as JSON for sharing or review</source>
        <translation>将场景写为 JSON，便于分享或审阅</translation>
    </message>
    <message>
        <source>Export Re&amp;port…</source>
        <translation>导出报告(&amp;P)…</translation>
    </message>
    <message>
        <source>Preview the procurement report of the project's scenarios and save it as PDF</source>
        <translation>预览项目各场景的采购报告并保存为 PDF</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Close RightSizer</source>
        <translation>关闭 RightSizer</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them before closing it?</source>
        <translation>%1 有未保存的更改。关闭前要保存吗？</translation>
    </message>
    <message>
        <source>New project from the bundled example</source>
        <translation>已从内置示例新建项目</translation>
    </message>
    <message>
        <source>Open project or scenario</source>
        <translation>打开项目或场景</translation>
    </message>
    <message>
        <source>Projects and scenarios (*.rsplan *.json);;</source>
        <translation>项目和场景 (*.rsplan *.json);;</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>无法打开 %1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <source>Cannot save %1</source>
        <translation>无法保存 %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>还原</translation>
    </message>
    <message>
        <source>Drop every unsaved change and reload %1?</source>
        <translation>放弃所有未保存的更改并重新加载 %1？</translation>
    </message>
    <message>
        <source>Cannot revert</source>
        <translation>无法还原</translation>
    </message>
    <message>
        <source>Reverted to the saved %1</source>
        <translation>已还原为保存的 %1</translation>
    </message>
    <message>
        <source>Import scenario JSON</source>
        <translation>导入场景 JSON</translation>
    </message>
    <message>
        <source>Cannot import %1</source>
        <translation>无法导入 %1</translation>
    </message>
    <message>
        <source>Imported %1 (Undo puts the previous scenario back)</source>
        <translation>已导入 %1（撤销可恢复之前的场景）</translation>
    </message>
    <message>
        <source>Export scenario JSON</source>
        <translation>导出场景 JSON</translation>
    </message>
    <message>
        <source>Cannot export %1</source>
        <translation>无法导出 %1</translation>
    </message>
    <message>
        <source>Exported the scenario to %1</source>
        <translation>已将场景导出到 %1</translation>
    </message>
    <message>
        <source>Wrote the report to %1 (%2 pages)</source>
        <translation>已将报告写入 %1（共 %2 页）</translation>
    </message>
    <message>
        <source>Each save records a revision of the changed scenarios with who made it. Your name for them (asked once; Edit → Revision Author… changes it):</source>
        <translation>每次保存都会为更改过的场景记录一个修订及其作者。请输入您的姓名（只问一次；可通过“编辑 → 修订作者…”更改）：</translation>
    </message>
    <message>
        <source>Not saved: the revisions need an author</source>
        <translation>未保存：修订需要作者</translation>
    </message>
    <message>
        <source>The name recorded with the revisions you save from now on:</source>
        <translation>今后保存的修订中记录的姓名：</translation>
    </message>
    <message>
        <source>Revisions will be recorded as by %1</source>
        <translation>修订将记录为由 %1 创建</translation>
    </message>
    <message>
        <source>Revision Author</source>
        <translation>修订作者</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::MainWindow</name>
    <message>
        <source>Calibration changed: evaluating again</source>
        <translation>校准已更改：正在重新评估</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Selected configuration</source>
        <translation>所选配置</translation>
    </message>
    <message>
        <source>Candidates &amp;&amp; &amp;what-if</source>
        <translation>候选与假设分析(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Cost (TCO)</source>
        <translation>成本 (TCO)(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Demand &amp;&amp; autoscaling</source>
        <translation>需求与自动扩缩容(&amp;D)</translation>
    </message>
    <message>
        <source>C&amp;ompare scenarios</source>
        <translation>比较场景(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Measured</source>
        <translation>实测(&amp;M)</translation>
    </message>
    <message>
        <source>Every configuration ranked, and latency, memory, cost per token and roofline of the grid; the selected row is the one costed</source>
        <translation>所有配置的排名，以及网格的延迟、显存、每 token 成本和 roofline；所选行即为计算成本的配置</translation>
    </message>
    <message>
        <source>Cloud against on-prem over the horizon for the selected configuration, with its inputs and the sensitivity</source>
        <translation>所选配置在规划期内云端与本地部署的对比，含其输入与敏感性分析</translation>
    </message>
    <message>
        <source>The weekly demand profile, autoscaled replicas against a fixed fleet, utilization and the hours at SLA risk</source>
        <translation>每周需求曲线、自动扩缩容副本与固定集群的对比、利用率以及存在 SLA 风险的小时数</translation>
    </message>
    <message>
        <source>Scenarios and saved revisions side by side</source>
        <translation>并排比较场景与已保存的修订</translation>
    </message>
    <message>
        <source>What a running deployment's GPU telemetry says, and the project's calibration on your own benchmark runs</source>
        <translation>运行中部署的 GPU 遥测数据所反映的情况，以及基于您自己的基准测试的项目校准</translation>
    </message>
    <message>
        <source>The edited catalog cannot be used: %1</source>
        <translation>无法使用已编辑的目录：%1</translation>
    </message>
    <message>
        <source>Catalog changed: evaluating again with your edits</source>
        <translation>目录已更改：正在使用您的修改重新评估</translation>
    </message>
    <message>
        <source>Evaluating… %p%</source>
        <translation>正在评估… %p%</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the evaluation under way (Esc); the last results stay shown</source>
        <translation>停止当前评估（Esc）；仍显示上一次的结果</translation>
    </message>
    <message>
        <source> (%1 not ranked: over %2× the GPUs of their GPU's cheapest layout)</source>
        <translation>（%1 个未排名：GPU 数量超过该 GPU 最便宜布局的 %2 倍）</translation>
    </message>
    <message>
        <source>Cannot evaluate (%1): %2</source>
        <translation>无法评估（%1）：%2</translation>
    </message>
    <message>
        <source>%1 · %2[*] — RightSizer</source>
        <translation>%1 · %2[*] — RightSizer</translation>
    </message>
    <message>
        <source>Recover unsaved changes?</source>
        <translation>恢复未保存的更改？</translation>
    </message>
    <message>
        <source>RightSizer did not close cleanly last time. A recovery copy of %1 from %2 holds changes that were not saved.

Recover them? (Discard deletes the copy.)</source>
        <translation>RightSizer 上次未正常关闭。%2 时 %1 的恢复副本中有未保存的更改。

要恢复吗？（“放弃”将删除该副本。）</translation>
    </message>
    <message>
        <source>Recovery failed</source>
        <translation>恢复失败</translation>
    </message>
    <message>
        <source>Recovered unsaved changes; save to keep them</source>
        <translation>已恢复未保存的更改；请保存以保留它们</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Revision &amp;Author…</source>
        <translation>修订作者(&amp;A)…</translation>
    </message>
    <message>
        <source>The name recorded with each revision you save</source>
        <translation>随每次保存的修订记录的姓名</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>场景(&amp;S)</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;已打开&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Recompute</source>
        <translation>重新计算(&amp;R)</translation>
    </message>
    <message>
        <source>Evaluate the scenario again (it re-evaluates by itself on every edit)</source>
        <translation>重新评估场景（每次编辑后也会自动重新评估）</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;About RightSizer</source>
        <translation>关于 RightSizer(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Candidates &amp;&amp; What-if</source>
        <translation>候选与假设分析</translation>
    </message>
    <message>
        <source>Cost (TCO)</source>
        <translation>成本 (TCO)</translation>
    </message>
    <message>
        <source>Demand &amp;&amp; Autoscaling</source>
        <translation>需求与自动扩缩容</translation>
    </message>
    <message>
        <source>Compare Scenarios</source>
        <translation>比较场景</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>Telemetry of a running deployment and the project's calibration on your benchmark runs</source>
        <translation>运行中部署的遥测数据，以及基于您的基准测试的项目校准</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Catalog…</source>
        <translation>目录(&amp;C)…</translation>
    </message>
    <message>
        <source>Browse and edit the GPUs, models and prices the planner uses</source>
        <translation>浏览并编辑规划器使用的 GPU、模型和价格</translation>
    </message>
    <message>
        <source>About RightSizer</source>
        <translation>关于 RightSizer</translation>
    </message>
    <message>
        <source>&lt;h3&gt;RightSizer %1&lt;/h3&gt;&lt;p&gt;Capacity planner for AI workloads: memory, latency, throughput, GPU count and cost for every candidate GPU, precision and layout, calibrated on published measurements, with a 90 % band on every prediction.&lt;/p&gt;&lt;p&gt;GPL-3.0-or-later. Built with Qt %2, Qt Charts, Eigen and SQLite.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RightSizer %1&lt;/h3&gt;&lt;p&gt;面向 AI 工作负载的容量规划工具：为每个候选 GPU、精度和布局计算显存、延迟、吞吐量、GPU 数量和成本，基于公开测量数据校准，每个预测都附带 90 % 区间。&lt;/p&gt;&lt;p&gt;GPL-3.0-or-later。基于 Qt %2、Qt Charts、Eigen 和 SQLite 构建。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Evaluation cancelled; the results shown are of an earlier state of the scenario</source>
        <translation>评估已取消；显示的是场景先前状态的结果</translation>
    </message>
    <message>
        <source>&amp;Cancel Evaluation</source>
        <translation>取消评估(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Language: %1, from the next start of RightSizer</source>
        <translation>语言：%1，下次启动 RightSizer 时生效</translation>
    </message>
    <message>
        <source>As the system (%1)</source>
        <translation>跟随系统（%1）</translation>
    </message>
    <message>
        <source>Import from &amp;Prometheus…</source>
        <translation>从 &amp;Prometheus 导入…</translation>
    </message>
    <message>
        <source>Read a deployment's dcgm-exporter metrics over a time range from the Prometheus server that scrapes them, and right-size it</source>
        <translation>从采集部署的 dcgm-exporter 指标的 Prometheus 服务器读取某一时间范围的指标，并据此确定规模</translation>
    </message>
    <message>
        <source>Price %1 at %2/GPU-hour (my quote, %3)</source>
        <translation>将 %1 定价为 %2/GPU·小时（我的报价，%3）</translation>
    </message>
    <message>
        <source>%1 priced at %2/GPU-hour as your own quote of %3 in the catalog; Undo takes it back</source>
        <translation>已将 %1 定价为 %2/GPU·小时，作为您 %3 的自有报价存入目录；撤销可收回</translation>
    </message>
    <message>
        <source>%1 configurations evaluated in %2 ms: %3 meet the SLA%5, %4 rejected</source>
        <translation>已在 %2 ms内评估 %1 个配置：%3 个满足 SLA%5，%4 个被拒绝</translation>
    </message>
    <message>
        <source>%1 configurations evaluated in %2 ms: %3 meet the deadline%5, %4 rejected</source>
        <translation>已在 %2 ms内评估 %1 个配置：%3 个满足截止时间%5，%4 个被拒绝</translation>
    </message>
    <message>
        <source> · what-if grid of %1 cells</source>
        <translation> · 假设分析网格共 %1 个单元</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::Recovery</name>
    <message>
        <source>Recovery copy not written: %1</source>
        <translation>未写入恢复副本：%1</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::ScenarioActions</name>
    <message>
        <source>&amp;New Scenario…</source>
        <translation>新建场景(&amp;N)…</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>新建…</translation>
    </message>
    <message>
        <source>Add a scenario to the project, starting from the bundled example</source>
        <translation>以内置示例为起点，向项目添加场景</translation>
    </message>
    <message>
        <source>&amp;Duplicate Scenario…</source>
        <translation>复制场景(&amp;D)…</translation>
    </message>
    <message>
        <source>Duplicate…</source>
        <translation>复制…</translation>
    </message>
    <message>
        <source>Add a copy of this scenario to the project, to vary it</source>
        <translation>向项目添加此场景的副本，以便修改对比</translation>
    </message>
    <message>
        <source>&amp;Rename Scenario…</source>
        <translation>重命名场景(&amp;R)…</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Give this scenario another name</source>
        <translation>为此场景指定其他名称</translation>
    </message>
    <message>
        <source>De&amp;lete Scenario…</source>
        <translation>删除场景(&amp;L)…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Remove this scenario and its saved revisions from the project (asks first; Undo brings it back)</source>
        <translation>从项目中移除此场景及其已保存的修订（会先询问；撤销可恢复）</translation>
    </message>
    <message>
        <source>&amp;Previous Scenario</source>
        <translation>上一个场景(&amp;P)</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <source>Edit the previous scenario</source>
        <translation>编辑上一个场景</translation>
    </message>
    <message>
        <source>Ne&amp;xt Scenario</source>
        <translation>下一个场景(&amp;X)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <source>Edit the next scenario</source>
        <translation>编辑下一个场景</translation>
    </message>
    <message>
        <source>&amp;Edit Scenario</source>
        <translation>编辑场景(&amp;E)</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <source>Editing scenario “%1”</source>
        <translation>正在编辑场景“%1”</translation>
    </message>
    <message>
        <source>New Scenario</source>
        <translation>新建场景</translation>
    </message>
    <message>
        <source>Name of the new scenario (it starts from the bundled example; edit it in the Scenario panel):</source>
        <translation>新场景的名称（以内置示例为起点；可在“场景”面板中编辑）：</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Duplicate Scenario</source>
        <translation>复制场景</translation>
    </message>
    <message>
        <source>Name of the copy of “%1”:</source>
        <translation>“%1”副本的名称：</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>Rename Scenario</source>
        <translation>重命名场景</translation>
    </message>
    <message>
        <source>New name of “%1”:</source>
        <translation>“%1”的新名称：</translation>
    </message>
    <message>
        <source>Cannot add the scenario</source>
        <translation>无法添加场景</translation>
    </message>
    <message>
        <source>Added scenario “%1” (Undo removes it)</source>
        <translation>已添加场景“%1”（撤销可移除）</translation>
    </message>
    <message>
        <source>Cannot duplicate the scenario</source>
        <translation>无法复制场景</translation>
    </message>
    <message>
        <source>Copied “%1” as “%2”</source>
        <translation>已将“%1”复制为“%2”</translation>
    </message>
    <message>
        <source>Cannot rename the scenario</source>
        <translation>无法重命名场景</translation>
    </message>
    <message>
        <source>Renamed “%1” to “%2”</source>
        <translation>已将“%1”重命名为“%2”</translation>
    </message>
    <message>
        <source>Delete Scenario</source>
        <translation>删除场景</translation>
    </message>
    <message>
        <source>Delete scenario “%1”%2 from the project?</source>
        <translation>要从项目中删除场景“%1”%2吗？</translation>
    </message>
    <message>
        <source> and its saved revision</source>
        <translation>及其已保存的修订</translation>
    </message>
    <message>
        <source> and its %1 saved revisions</source>
        <translation>及其 %1 个已保存的修订</translation>
    </message>
    <message>
        <source>Edit → Undo brings it back while the project is open; the file loses it when you save.</source>
        <translation>项目打开期间可通过“编辑 → 撤销”恢复；保存后文件中将不再包含它。</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Cannot delete the scenario</source>
        <translation>无法删除场景</translation>
    </message>
    <message>
        <source>Deleted scenario “%1” (Undo brings it back)</source>
        <translation>已删除场景“%1”（撤销可恢复）</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::UserGuideDialog</name>
    <message>
        <source>RightSizer user guide</source>
        <translation>RightSizer 用户指南</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::AutoscalingChart</name>
    <message>
        <source>Demand (right axis)</source>
        <translation>需求（右轴）</translation>
    </message>
    <message>
        <source>Autoscaled replicas</source>
        <translation>自动扩缩容副本</translation>
    </message>
    <message>
        <source>On-prem fleet (whole nodes)</source>
        <translation>本地部署集群（整节点）</translation>
    </message>
    <message>
        <source>SLA risk: replicas starting</source>
        <translation>SLA 风险：副本启动中</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>Autoscaled replicas follow the demand hour by hour (at least the minimum replicas); on-prem runs the whole nodes bought for the peak so far with the headroom. Where replicas rise, the new ones serve only after the scale-up delay: those hours are at SLA risk.</source>
        <translation>自动扩缩容副本逐小时跟随需求（不少于最少副本数）；本地部署运行为迄今峰值（含余量）购置的整节点。副本增加时，新副本要经过扩容延迟才能服务：这些小时存在 SLA 风险。</translation>
    </message>
    <message>
        <source>Autoscaled replicas (autoscaling is off)</source>
        <translation>自动扩缩容副本（自动扩缩容已关闭）</translation>
    </message>
    <message>
        <source>requests/s (a replica's height = %1 requests/s)</source>
        <translation>请求/秒（一个副本的高度 = %1 req/s）</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CalibrationPanel</name>
    <message>
        <source>Import measurements…</source>
        <translation>导入测量数据…</translation>
    </message>
    <message>
        <source>Reset calibration</source>
        <translation>重置校准</translation>
    </message>
    <message>
        <source>Read benchmark runs (measurements CSV, vLLM benchmark_serving --save-result JSON, trtllm-bench report) and fit the efficiency factors of the groups they cover; undo takes it back</source>
        <translation>读取基准测试结果（测量 CSV、vLLM benchmark_serving --save-result JSON、trtllm-bench 报告），并拟合其覆盖分组的效率系数；撤销可还原</translation>
    </message>
    <message>
        <source>Plan with the reference factors again (the runs are kept in the history; undo brings the calibration back)</source>
        <translation>重新使用参考系数进行规划（运行记录保留在历史中；撤销可恢复校准）</translation>
    </message>
    <message>
        <source>The calibration the estimates use, stored in the project file</source>
        <translation>估算所用的校准，保存在项目文件中</translation>
    </message>
    <message>
        <source>Each run's readings, measured against predicted before and after the fit; greyed rows take no part in the fit</source>
        <translation>每次运行的读数：拟合前后的实测值与预测值对比；灰色行不参与拟合</translation>
    </message>
    <message>
        <source>The efficiency factors fitted per GPU family and precision</source>
        <translation>按 GPU 系列和精度拟合的效率系数</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fitted factors&lt;/b&gt;</source>
        <translation>&lt;b&gt;拟合系数&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Measured against predicted&lt;/b&gt;</source>
        <translation>&lt;b&gt;实测与预测对比&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Import benchmark measurements</source>
        <translation>导入基准测试测量数据</translation>
    </message>
    <message>
        <source>Benchmark runs (*.csv *.json *.jsonl);;All files (*)</source>
        <translation>基准测试结果 (*.csv *.json *.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The files hold no runs</source>
        <translation>文件中没有运行记录</translation>
    </message>
    <message>
        <source>Calibrate on %1</source>
        <translation>基于 %1 校准</translation>
    </message>
    <message>
        <source>Not calibrated: estimates use the reference efficiency factors. Import your own benchmark runs to fit them to your stack.</source>
        <translation>未校准：估算使用参考效率系数。导入您自己的基准测试结果，使其适配您的技术栈。</translation>
    </message>
    <message>
        <source>Calibrated on %1 runs in %2 groups: RMS log error %3 → %4 (saved with the project)</source>
        <translation>基于 %2 个分组中的 %1 次运行完成校准：对数误差 RMS %3 → %4（随项目保存）</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CandidatesView</name>
    <message>
        <source>Show rejected</source>
        <translation>显示被拒绝的</translation>
    </message>
    <message>
        <source>Filter by GPU or precision, e.g. h100 fp8</source>
        <translation>按 GPU 或精度筛选，例如 h100 fp8</translation>
    </message>
    <message>
        <source>Shows candidates whose GPU, precision or layout starts with every word typed</source>
        <translation>显示 GPU、精度或布局以所输入每个词开头的候选</translation>
    </message>
    <message>
        <source>List the configurations the planner rejected, with why</source>
        <translation>列出规划器拒绝的配置及原因</translation>
    </message>
    <message>
        <source>No evaluation</source>
        <translation>暂无评估</translation>
    </message>
    <message>
        <source>%1 meet the SLA · %2 rejected</source>
        <translation>%1 个满足 SLA · %2 个被拒绝</translation>
    </message>
    <message>
        <source>%1 meet the deadline · %2 rejected</source>
        <translation>%1 个满足截止时间 · %2 个被拒绝</translation>
    </message>
    <message>
        <source> · %1 larger layouts not listed</source>
        <translation> · 未列出 %1 个更大的布局</translation>
    </message>
    <message>
        <source> · %1 shown</source>
        <translation> · 显示 %1 个</translation>
    </message>
    <message>
        <source>Disaggregated serving (runtime.disaggregation in the scenario): the cheapest prefill/decode split that meets the SLA at the grown demand, against rank 1; its pools, KV transfer and latencies are in the detail pane</source>
        <translation>分离式服务（场景中的 runtime.disaggregation）：在增长后的需求下满足 SLA 的最便宜预填充/解码拆分，对比第 1 名；其各池、KV 传输和延迟见详情面板</translation>
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
        <translation>模型</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Catalog database: %1</source>
        <translation>目录数据库：%1</translation>
    </message>
    <message>
        <source>The catalog database cannot be opened, so it cannot be edited: %1</source>
        <translation>无法打开目录数据库，因此无法编辑：%1</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Edit the current row as JSON, with the source and date of its figures</source>
        <translation>以 JSON 编辑当前行，并附上数值的来源和日期</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Add a row: a copy of the current row under a new id</source>
        <translation>添加一行：以新 ID 复制当前行</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Hide the current bundled row, or remove your added row</source>
        <translation>隐藏当前内置行，或删除您添加的行</translation>
    </message>
    <message>
        <source>Reset to bundled</source>
        <translation>恢复为内置值</translation>
    </message>
    <message>
        <source>Drop your edit, addition or deletion of the current row</source>
        <translation>撤消您对当前行的编辑、添加或删除</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>撤销：%1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>重做：%1</translation>
    </message>
    <message>
        <source>No catalog</source>
        <translation>无目录</translation>
    </message>
    <message>
        <source>%1, %2 edited, %3 added</source>
        <translation>%1，%2 个已编辑，%3 个已添加</translation>
    </message>
    <message>
        <source>, %1 deleted</source>
        <translation>，%1 个已删除</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <source> (%1 shown)</source>
        <translation>（显示 %1 个）</translation>
    </message>
    <message>
        <source>Edit %1 %2</source>
        <translation>编辑 %1 %2</translation>
    </message>
    <message>
        <source>Add %1 %2</source>
        <translation>添加 %1 %2</translation>
    </message>
    <message>
        <source>Add a %1 (a copy of %2)</source>
        <translation>添加 %1（%2 的副本）</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogKindPage</name>
    <message>
        <source>Show deleted</source>
        <translation>显示已删除</translation>
    </message>
    <message>
        <source>Filter: words found in any column, e.g. nvidia sxm</source>
        <translation>筛选：出现在任意列中的词，例如 nvidia sxm</translation>
    </message>
    <message>
        <source>Shows the rows that hold every word typed, in any column</source>
        <translation>显示任意列中包含所输入每个词的行</translation>
    </message>
    <message>
        <source>List the bundled rows you deleted, so that you can reset them</source>
        <translation>列出您删除的内置行，以便恢复</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogRowDialog</name>
    <message>
        <source>A new id (no spaces); it is written into the JSON</source>
        <translation>新 ID（不含空格）；会写入 JSON</translation>
    </message>
    <message>
        <source>The row's id (an edit keeps it)</source>
        <translation>该行的 ID（编辑时保持不变）</translation>
    </message>
    <message>
        <source>The row in the catalog's own format (as in catalog/data)</source>
        <translation>目录自身格式的该行（同 catalog/data）</translation>
    </message>
    <message>
        <source>Where the figures come from: URL, document, measurement</source>
        <translation>数值来源：URL、文档、测量</translation>
    </message>
    <message>
        <source>YYYY-MM-DD (empty: today)</source>
        <translation>YYYY-MM-DD（留空：今天）</translation>
    </message>
    <message>
        <source>ID:</source>
        <translation>ID：</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogSession</name>
    <message>
        <source> Run `rightsizer catalog rebuild` to do that.</source>
        <translation> 请运行 `rightsizer catalog rebuild` 完成此操作。</translation>
    </message>
    <message>
        <source>Delete %1 %2</source>
        <translation>删除 %1 %2</translation>
    </message>
    <message>
        <source>Reset %1 %2 to bundled</source>
        <translation>将 %1 %2 恢复为内置值</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogTableModel</name>
    <message>
        <source>%1 '%2'.%3: '%4' is not a number</source>
        <translation>%1“%2”.%3：“%4”不是数字</translation>
    </message>
    <message>
        <source>%1 %2 refused (stored as %3): %4</source>
        <translation>%1 %2 被拒绝（存储为 %3）：%4</translation>
    </message>
    <message>
        <source>was %1 %2</source>
        <translation>原为 %1 %2</translation>
    </message>
    <message>
        <source>Edit %1 %2: %3 %4</source>
        <translation>编辑 %1 %2：%3 %4</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogWindow</name>
    <message>
        <source>Catalog — %1</source>
        <translation>目录 — %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ComparisonCostChart</name>
    <message>
        <source>Cost of each entry's recommended configuration</source>
        <translation>每个条目推荐配置的成本</translation>
    </message>
    <message>
        <source>$ per M output tokens</source>
        <translation>每百万输出 token 美元</translation>
    </message>
    <message>
        <source>$ per month, on-demand</source>
        <translation>每月美元（按需）</translation>
    </message>
    <message>
        <source>USD per million output tokens</source>
        <translation>每百万输出 token 美元</translation>
    </message>
    <message>
        <source>USD per month (thousands)</source>
        <translation>每月美元（千）</translation>
    </message>
    <message>
        <source>Left bars: USD per million output tokens at today's demand (left axis). Right bars: on-demand cost of the deployment per month (right axis). Both for the planner's recommended configuration of each entry.</source>
        <translation>左侧柱：当前需求下每百万输出 token 的美元成本（左轴）。右侧柱：部署每月的按需成本（右轴）。两者均针对每个条目中规划器推荐的配置。</translation>
    </message>
    <message>
        <source>%1 (computing…)</source>
        <translation>%1（计算中…）</translation>
    </message>
    <message>
        <source>%1 (no priced plan)</source>
        <translation>%1（无可计价方案）</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ComparisonTableModel</name>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>The scenario's fields as its file holds them</source>
        <translation>场景文件中保存的字段</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>What the engine recommends for each entry</source>
        <translation>引擎对每个条目的推荐</translation>
    </message>
    <message>
        <source>— (not set: default)</source>
        <translation>—（未设置：默认值）</translation>
    </message>
    <message>
        <source>The file leaves %1 out: the engine's default applies</source>
        <translation>文件未包含 %1：采用引擎默认值</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>计算中…</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Scenario field (path in the scenario file) or result</source>
        <translation>场景字段（场景文件中的路径）或结果</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ComparisonTcoChart</name>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>累计成本</translation>
    </message>
    <message>
        <source>Cumulative cost of each entry's recommended TCO option (the way of paying with the lowest net present value), month by month over its horizon; the last point is the option's total. Hover a line for its values.</source>
        <translation>每个条目推荐的 TCO 选项（净现值最低的付费方式）在规划期内逐月的累计成本；最后一点为该选项的总额。将鼠标悬停在曲线上可查看数值。</translation>
    </message>
    <message>
        <source>%1 (%2): %3 by month %4</source>
        <translation>%1（%2）：截至第 %4 个月 %3</translation>
    </message>
    <message>
        <source>Cumulative TCO, recommended option of each entry</source>
        <translation>累计 TCO（每个条目的推荐选项）</translation>
    </message>
    <message>
        <source>No TCO: %1</source>
        <translation>无 TCO：%1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ComparisonView</name>
    <message>
        <source>Scenarios and saved revisions</source>
        <translation>场景与已保存的修订</translation>
    </message>
    <message>
        <source>Tick two or more entries to compare them side by side</source>
        <translation>勾选两个或以上条目进行并排比较</translation>
    </message>
    <message>
        <source>Show only differences</source>
        <translation>仅显示差异</translation>
    </message>
    <message>
        <source>Hide the rows whose values are the same in every entry</source>
        <translation>隐藏所有条目数值都相同的行</translation>
    </message>
    <message>
        <source>This project has one scenario and no saved revision: save a revision or add scenarios to compare (Scenario → New Scenario… or Duplicate Scenario…, Ctrl+D).</source>
        <translation>此项目只有一个场景且没有已保存的修订：请保存修订或添加场景以进行比较（场景 → 新建场景… 或 复制场景…，Ctrl+D）。</translation>
    </message>
    <message>
        <source>Pick at least two entries to compare, for example the current edit and its last saved revision.</source>
        <translation>至少选择两个条目进行比较，例如当前编辑状态与其最近保存的修订。</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>计算中…</translation>
    </message>
    <message>
        <source>1 input differs</source>
        <translation>1 项输入不同</translation>
    </message>
    <message>
        <source>%1 inputs differ</source>
        <translation>%1 项输入不同</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ContextFitChart</name>
    <message>
        <source>Running batch (log)</source>
        <translation>运行批次（对数）</translation>
    </message>
    <message>
        <source>Prompt tokens (log₂)</source>
        <translation>提示 token（log₂）</translation>
    </message>
    <message>
        <source>Selected batch</source>
        <translation>所选批次</translation>
    </message>
    <message>
        <source>Selected prompt</source>
        <translation>所选提示</translation>
    </message>
    <message>
        <source>Focused GPU</source>
        <translation>当前 GPU</translation>
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
        <translation>（已拒绝：非原生）</translation>
    </message>
    <message>
        <source>Largest prompt that fits — %1, %2 output tokens, %3 of %4 GPUs</source>
        <translation>可容纳的最长提示 — %1，%2 个输出 token，%4 个 GPU 中的 %3 个</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CostPerTokenChart</name>
    <message>
        <source>USD per million output tokens</source>
        <translation>每百万输出 token 美元</translation>
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
        <translation>%1 个更贵</translation>
    </message>
    <message>
        <source>%1 unpriced</source>
        <translation>%1 个无价格</translation>
    </message>
    <message>
        <source>%1 do not fit</source>
        <translation>%1 个放不下</translation>
    </message>
    <message>
        <source>%1 rejected: %2 not native</source>
        <translation>%1 个被拒绝：%2 非原生</translation>
    </message>
    <message>
        <source>USD per million output tokens — %1, batch %2, %3-token prompt</source>
        <translation>每百万输出 token 美元 — %1，批次 %2，%3 token 提示</translation>
    </message>
    <message>
        <source>GPUs left out: %1</source>
        <translation>未纳入的 GPU：%1</translation>
    </message>
    <message>
        <source>Each GPU's cheapest layout whose memory fits at this batch and prompt: USD per GPU-hour / (output tokens/s per GPU × 3600) × 10⁶, every GPU busy at that batch. The candidates' $/M tokens is never below it: their fleet is sized for the peak and costed at the mean load.</source>
        <translation>在此批次和提示长度下显存可容纳的各 GPU 最便宜布局：每 GPU·小时美元 /（每 GPU 每秒输出 token × 3600）× 10⁶，每个 GPU 都在该批次下满载。候选表中的每百万 token 成本不会低于此值：其集群按峰值配置、按平均负载计算成本。</translation>
    </message>
    <message>
        <source>No price: %1.</source>
        <translation>无价格：%1。</translation>
    </message>
    <message>
        <source>Does not fit: %1.</source>
        <translation>放不下：%1。</translation>
    </message>
    <message>
        <source>Rejected by the planner, %1 not native (allow_non_native to accept): %2.</source>
        <translation>被规划器拒绝，%1 非原生（设置 allow_non_native 可接受）：%2。</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandImportDialog</name>
    <message>
        <source>Import demand — %1</source>
        <translation>导入需求 — %1</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Show rejected rows only</source>
        <translation>仅显示被拒绝的行</translation>
    </message>
    <message>
        <source>Resulting weekly profile: the hourly means of the good rows (requests/s)</source>
        <translation>得到的每周曲线：有效行的每小时均值（请求/秒）</translation>
    </message>
    <message>
        <source>Nothing can be read from %1.</source>
        <translation>无法从 %1 读取任何内容。</translation>
    </message>
    <message>
        <source>%1 rows, %2 rejected</source>
        <translation>%1 行，%2 行被拒绝</translation>
    </message>
    <message>
        <source>, covers %1 .. %2</source>
        <translation>，覆盖 %1 .. %2</translation>
    </message>
    <message>
        <source>, every hour of the week covered.</source>
        <translation>，覆盖一周中的每个小时。</translation>
    </message>
    <message>
        <source>, %1 of the week's 168 hours covered (missing: %2).</source>
        <translation>，覆盖一周 168 小时中的 %1 小时（缺少：%2）。</translation>
    </message>
    <message>
        <source>Import without the rejected row</source>
        <translation>导入（不含被拒绝的行）</translation>
    </message>
    <message>
        <source>Import without the %1 rejected rows</source>
        <translation>导入（不含 %1 个被拒绝的行）</translation>
    </message>
    <message>
        <source>Nothing can be imported: a weekly profile needs a good row in every hour of the week, and nothing is guessed. Fix the file and import it again.</source>
        <translation>无法导入：每周曲线需要一周中每个小时都有有效行，且不会做任何推测。请修正文件后重新导入。</translation>
    </message>
    <message>
        <source>Replaces the scenario's weekly demand by these hourly means (undoable)</source>
        <translation>用这些每小时均值替换场景的每周需求（可撤销）</translation>
    </message>
    <message>
        <source>%1 (%2 samples, %3 .. %4</source>
        <translation>%1（%2 个样本，%3 .. %4</translation>
    </message>
    <message>
        <source>; %1 rows rejected</source>
        <translation>；%1 行被拒绝</translation>
    </message>
    <message>
        <source>Import demand from %1</source>
        <translation>从 %1 导入需求</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandProfileChart</name>
    <message>
        <source>Demand (requests/s)</source>
        <translation>需求（请求/秒）</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>Mean requests/s in each hour of the week, Monday 00:00 first: the profile the TCO repeats every week (scaled by the demand growth of each month).</source>
        <translation>一周中每小时的平均请求/秒（从周一 00:00 开始）：TCO 每周重复使用的曲线（按每月需求增长缩放）。</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandProfileModel</name>
    <message>
        <source>%1: %2 requests/s
Source: %3
Double-click to edit; the edit is one undo step.</source>
        <translation>%1：%2 req/s
来源：%3
双击进行编辑；每次编辑为一个撤销步骤。</translation>
    </message>
    <message>
        <source>Requests/s from %1:00 to %2:00</source>
        <translation>%1:00 至 %2:00 的请求/秒</translation>
    </message>
    <message>
        <source>Requests/s on %1, hour by hour</source>
        <translation>%1 的逐小时请求/秒</translation>
    </message>
    <message>
        <source>tco.demand.weekly_requests_per_s[%1]: '%2' is not a number; give requests/s from 0 to 1e+06</source>
        <translation>tco.demand.weekly_requests_per_s[%1]：“%2”不是数字；请填写 0 到 1e+06 的请求/秒</translation>
    </message>
    <message>
        <source>Edit demand %1</source>
        <translation>编辑需求 %1</translation>
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
        <translation>文件中的行号（表头为第 1 行）</translation>
    </message>
    <message>
        <source>Timestamp</source>
        <translation>时间戳</translation>
    </message>
    <message>
        <source>The row's time as the file gives it</source>
        <translation>文件中给出的该行时间</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>The request rate the row gives, in requests per second; empty where it could not be read</source>
        <translation>该行给出的请求速率（每秒请求数）；无法读取时为空</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>"ok" for a row that is used, else why it is rejected</source>
        <translation>使用的行为“ok”，否则为拒绝原因</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>Line %1 is used</source>
        <translation>第 %1 行已使用</translation>
    </message>
    <message>
        <source>Line %1 is rejected: %2</source>
        <translation>第 %1 行被拒绝：%2</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandView</name>
    <message>
        <source>Weekly demand</source>
        <translation>每周需求</translation>
    </message>
    <message>
        <source>Autoscaling</source>
        <translation>自动扩缩容</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>导入 CSV…</translation>
    </message>
    <message>
        <source>Read a CSV of timestamp,requests_per_s rows (ISO 8601 or Unix seconds) into the weekly profile: each hour of the week gets the mean of its samples. A preview shows every row first. The profile's busiest hour is then the peak the fleet is sized for, and its mean the load costs per token divide by.</source>
        <translation>将 timestamp,requests_per_s 行（ISO 8601 或 Unix 秒）组成的 CSV 读入每周曲线：一周中每小时取其样本的均值。会先预览每一行。之后曲线最繁忙的小时即为集群规划所依据的峰值，其均值为每 token 成本计算所用的负载。</translation>
    </message>
    <message>
        <source>Reset to default profile</source>
        <translation>恢复默认曲线</translation>
    </message>
    <message>
        <source>Use the default daytime profile again, peaking at Peak requests/s (workload.requests_per_s) and reshaped to Mean requests/s when that is given (undoable)</source>
        <translation>重新使用默认日间曲线，峰值为峰值请求/秒（workload.requests_per_s），如填写了平均请求/秒则按其调整（可撤销）</translation>
    </message>
    <message>
        <source>Requests/s by hour of the week (rows: days, columns: hour of the day, local time)</source>
        <translation>按一周中的小时统计的请求/秒（行：日期，列：一天中的小时，本地时间）</translation>
    </message>
    <message>
        <source>Requests/s in each hour of the week; double-click a cell to edit</source>
        <translation>一周中每小时的请求/秒；双击单元格进行编辑</translation>
    </message>
    <message>
        <source>Month:</source>
        <translation>月份：</translation>
    </message>
    <message>
        <source>Month of the horizon whose week is drawn: month 1 is today; later months carry the demand growth</source>
        <translation>绘制其中一周的规划期月份：第 1 个月为当前；之后的月份包含需求增长</translation>
    </message>
    <message>
        <source>Weekly demand: peak %1, mean %2</source>
        <translation>每周需求：峰值 %1，均值 %2</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>The demand view covers serving; this scenario trains (its TCO counts training runs per month, tco.training_runs_per_month).</source>
        <translation>需求视图适用于推理服务；此场景为训练（其 TCO 按每月训练次数计算，tco.training_runs_per_month）。</translation>
    </message>
    <message>
        <source>The selected candidate is rejected: showing the recommended one.</source>
        <translation>所选候选已被拒绝：显示推荐的候选。</translation>
    </message>
    <message>
        <source>No fleet to show: %1</source>
        <translation>无集群可显示：%1</translation>
    </message>
    <message>
        <source>Autoscaling is off in the scenario (tco.cloud.autoscale): on-demand and spot pay for the fixed fleet around the clock, with no scale-up risk. The autoscaled line shows what autoscaling would do.</source>
        <translation>场景中已关闭自动扩缩容（tco.cloud.autoscale）：按需和竞价实例全天为固定集群付费，没有扩容风险。自动扩缩容曲线显示开启后的效果。</translation>
    </message>
    <message>
        <source>Autoscaling: no fleet</source>
        <translation>自动扩缩容：无集群</translation>
    </message>
    <message>
        <source>Month 1 of %1 (today)</source>
        <translation>第 1 个月 / 共 %1 个月（当前）</translation>
    </message>
    <message>
        <source>Month %1 of %2</source>
        <translation>第 %1 个月 / 共 %2 个月</translation>
    </message>
    <message>
        <source> · demand × %1 of the profile</source>
        <translation> · 需求为曲线的 %1 倍</translation>
    </message>
    <message>
        <source>Week of month %1 — %2</source>
        <translation>第 %1 个月的一周 — %2</translation>
    </message>
    <message>
        <source>Import demand CSV</source>
        <translation>导入需求 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Reset demand to the default profile</source>
        <translation>将需求恢复为默认曲线</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DetailView</name>
    <message>
        <source>GiB per GPU</source>
        <translation>每 GPU GiB</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>每 GPU</translation>
    </message>
    <message>
        <source>Memory per GPU; the line marks the usable capacity</source>
        <translation>每 GPU 显存；竖线表示可用容量</translation>
    </message>
    <message>
        <source>No candidate selected</source>
        <translation>未选择候选</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>开销</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>可用</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::LoadLatencyChart</name>
    <message>
        <source>Rejected (%1) — </source>
        <translation>已拒绝（%1）— </translation>
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
        <translation>SLA TTFT</translation>
    </message>
    <message>
        <source>Demand today</source>
        <translation>当前需求</translation>
    </message>
    <message>
        <source>Grown demand</source>
        <translation>增长后需求</translation>
    </message>
    <message>
        <source>%1 %2 TP%3 PP%4</source>
        <translation>%1 %2 TP%3 PP%4</translation>
    </message>
    <message>
        <source>Latency vs load — %1: %2</source>
        <translation>延迟与负载 — %1：%2</translation>
    </message>
    <message>
        <source>no load point</source>
        <translation>无负载点</translation>
    </message>
    <message>
        <source>Latency vs load — %1: saturated at every load simulated</source>
        <translation>延迟与负载 — %1：所有模拟负载下均饱和</translation>
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
        <translation>%1 个副本上的请求/秒</translation>
    </message>
    <message>
        <source>Requests/s on one replica</source>
        <translation>单个副本上的请求/秒</translation>
    </message>
    <message>
        <source>TTFT (s, log)</source>
        <translation>TTFT（s，对数）</translation>
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
        <translation>当前 %1 req/s</translation>
    </message>
    <message>
        <source>grown %1 req/s</source>
        <translation>增长后 %1 req/s</translation>
    </message>
    <message>
        <source>Latency vs load — %1 (saturates near %2 req/s)</source>
        <translation>延迟与负载 — %1（约 %2 req/s时饱和）</translation>
    </message>
    <message>
        <source>Latency vs load — %1</source>
        <translation>延迟与负载 — %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::MeasuredView</name>
    <message>
        <source>Telemetry of a running deployment</source>
        <translation>运行中部署的遥测</translation>
    </message>
    <message>
        <source>Is the deployment over- or under-provisioned? Read from its GPU counters</source>
        <translation>部署是过度配置还是配置不足？从其 GPU 计数器读取</translation>
    </message>
    <message>
        <source>Calibration on your benchmark runs</source>
        <translation>基于您的基准测试进行校准</translation>
    </message>
    <message>
        <source>Fit the planner's efficiency factors to runs of your own stack</source>
        <translation>用您自己技术栈的运行结果拟合规划器的效率系数</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::PrometheusImportDialog</name>
    <message>
        <source>The Prometheus server that scrapes dcgm-exporter (http or https; https checks the certificate against the system's CA store)</source>
        <translation>采集 dcgm-exporter 的 Prometheus 服务器（http 或 https；https 按系统 CA 存储校验证书）</translation>
    </message>
    <message>
        <source>How far back from the end: a number and one unit of s, m, h, d, w (30d, 12h)</source>
        <translation>自结束时间向前多久：一个数字加一个单位 s、m、h、d、w（30d、12h）</translation>
    </message>
    <message>
        <source>now</source>
        <translation>现在</translation>
    </message>
    <message>
        <source>End of the range: RFC 3339 (2026-10-01T06:00:00Z) or Unix seconds; empty for now</source>
        <translation>范围结束时间：RFC 3339（2026-10-01T06:00:00Z）或 Unix 秒；留空表示现在</translation>
    </message>
    <message>
        <source>One sample per GPU and metric per step, the last of each; 15 s is dcgm-exporter's scrape interval, a longer step reads less</source>
        <translation>每个步长每个 GPU 每个指标取一个样本（该步长内的最后一个）；15 秒是 dcgm-exporter 的采集间隔，步长越长读取越少</translation>
    </message>
    <message>
        <source>Label matchers added to every metric, in braces: =, !=, =~, !~</source>
        <translation>添加到每个指标的标签匹配器，写在花括号内：=、!=、=~、!~</translation>
    </message>
    <message>
        <source>A file holding a bearer token; empty: the RIGHTSIZER_PROMETHEUS_TOKEN environment variable, if set. The token is not kept.</source>
        <translation>存放 bearer 令牌的文件；留空则使用环境变量 RIGHTSIZER_PROMETHEUS_TOKEN（如已设置）。令牌不会被保存。</translation>
    </message>
    <message>
        <source>Basic authentication; the password comes from the RIGHTSIZER_PROMETHEUS_PASSWORD environment variable</source>
        <translation>基本认证；密码取自环境变量 RIGHTSIZER_PROMETHEUS_PASSWORD</translation>
    </message>
    <message>
        <source>Import from Prometheus</source>
        <translation>从 Prometheus 导入</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>How long to wait for each answer (1 to 600 s)</source>
        <translation>每个应答的等待时间（1 至 600 秒）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Choose the token file</source>
        <translation>选择令牌文件</translation>
    </message>
    <message>
        <source>Bearer token file</source>
        <translation>Bearer 令牌文件</translation>
    </message>
    <message>
        <source>&amp;Server URL:</source>
        <translation>服务器 URL(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Range:</source>
        <translation>范围(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;End:</source>
        <translation>结束(&amp;E)：</translation>
    </message>
    <message>
        <source>S&amp;tep:</source>
        <translation>步长(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Label matchers:</source>
        <translation>标签匹配器(&amp;L)：</translation>
    </message>
    <message>
        <source>Bearer to&amp;ken file:</source>
        <translation>Bearer 令牌文件(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <source>T&amp;imeout:</source>
        <translation>超时(&amp;I)：</translation>
    </message>
    <message>
        <source>Reads the dcgm-exporter metrics (DCGM_FI_*) of the range from Prometheus's HTTP API, as &lt;code&gt;rightsizer profile --prometheus&lt;/code&gt; does. Gaps stay gaps; nothing is kept if any request fails.</source>
        <translation>通过 Prometheus 的 HTTP API 读取该范围内的 dcgm-exporter 指标（DCGM_FI_*），与 &lt;code&gt;rightsizer profile --prometheus&lt;/code&gt; 相同。数据缺口保持为缺口；任一请求失败则不保留任何数据。</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>Server URL</source>
        <translation>服务器 URL</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>End</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步长</translation>
    </message>
    <message>
        <source>Label matchers</source>
        <translation>标签匹配器</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>超时</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::RateDelegate</name>
    <message>
        <source>Requests/s, 0 to 1e+06; Return applies, Escape cancels</source>
        <translation>请求/秒，0 到 1e+06；Enter 确认，Esc 取消</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ReportDialog</name>
    <message>
        <source>Export Report — %1</source>
        <translation>导出报告 — %1</translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation>保存 PDF(&amp;S)…</translation>
    </message>
    <message>
        <source>Write the previewed report as a PDF file</source>
        <translation>将预览的报告写入 PDF 文件</translation>
    </message>
    <message>
        <source>Scenarios in the report:</source>
        <translation>报告中的场景：</translation>
    </message>
    <message>
        <source>Each checked scenario gets its own section; two or more add a side-by-side comparison. Every scenario is reported as it is now in the workbench, unsaved edits included.</source>
        <translation>每个勾选的场景各占一节；两个或以上会增加并排比较。每个场景按其在工作台中的当前状态（含未保存的编辑）报告。</translation>
    </message>
    <message>
        <source>&amp;Update Preview</source>
        <translation>更新预览(&amp;U)</translation>
    </message>
    <message>
        <source>Evaluate the checked scenarios again and regenerate the preview</source>
        <translation>重新评估勾选的场景并重新生成预览</translation>
    </message>
    <message>
        <source>Each checked scenario gets its own section; two or more add a side-by-side comparison</source>
        <translation>每个勾选的场景各占一节；两个或以上会增加并排比较</translation>
    </message>
    <message>
        <source>%1 (editing)</source>
        <translation>%1（编辑中）</translation>
    </message>
    <message>
        <source>The scenario open in the workbench, as it is now (unsaved edits included)</source>
        <translation>工作台中打开的场景的当前状态（含未保存的编辑）</translation>
    </message>
    <message>
        <source>As saved in the project</source>
        <translation>按项目中保存的状态</translation>
    </message>
    <message>
        <source>%1 (cannot be read)</source>
        <translation>%1（无法读取）</translation>
    </message>
    <message>
        <source>Paper size of the PDF (portrait)</source>
        <translation>PDF 纸张尺寸（纵向）</translation>
    </message>
    <message>
        <source>&amp;Page size:</source>
        <translation>页面尺寸(&amp;P)：</translation>
    </message>
    <message>
        <source>Name on the title page</source>
        <translation>封面上的姓名</translation>
    </message>
    <message>
        <source>Who prepared the report; printed on the title page</source>
        <translation>报告编写人；打印在封面上</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>作者(&amp;A)：</translation>
    </message>
    <message>
        <source>The report's date, on the title page and in every footer</source>
        <translation>报告日期，显示在封面和每页页脚</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日期(&amp;D)：</translation>
    </message>
    <message>
        <source>Evaluating… %p%</source>
        <translation>正在评估… %p%</translation>
    </message>
    <message>
        <source>Evaluating the checked scenarios (plan, what-if grid, TCO)</source>
        <translation>正在评估勾选的场景（方案、假设分析网格、TCO）</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>取消(&amp;N)</translation>
    </message>
    <message>
        <source>Stop evaluating; nothing is previewed or saved</source>
        <translation>停止评估；不会预览或保存任何内容</translation>
    </message>
    <message>
        <source>Fit Width</source>
        <translation>适合宽度</translation>
    </message>
    <message>
        <source>Zoom so that a page fills the preview's width</source>
        <translation>缩放使页面填满预览宽度</translation>
    </message>
    <message>
        <source>Whole Page</source>
        <translation>整页</translation>
    </message>
    <message>
        <source>Zoom so that a whole page shows</source>
        <translation>缩放以显示整页</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Pages of the report as it will be saved</source>
        <translation>将要保存的报告页面</translation>
    </message>
    <message>
        <source>Nothing to preview: check a scenario.</source>
        <translation>无可预览内容：请勾选一个场景。</translation>
    </message>
    <message>
        <source>Check at least one scenario: the report needs one.</source>
        <translation>请至少勾选一个场景：报告至少需要一个。</translation>
    </message>
    <message>
        <source>Preparing the report…</source>
        <translation>正在准备报告…</translation>
    </message>
    <message>
        <source>Cancelled: nothing to preview.</source>
        <translation>已取消：无可预览内容。</translation>
    </message>
    <message>
        <source>Cancelled: nothing to preview or save. Change an option or press Update Preview to prepare the report.</source>
        <translation>已取消：无可预览或保存的内容。请更改选项或点击“更新预览”来准备报告。</translation>
    </message>
    <message>
        <source>The report cannot be prepared: %1</source>
        <translation>无法准备报告：%1</translation>
    </message>
    <message>
        <source>No preview: the report cannot be prepared.</source>
        <translation>无预览：无法准备报告。</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Preparing…</source>
        <translation>正在准备…</translation>
    </message>
    <message>
        <source>No preview</source>
        <translation>无预览</translation>
    </message>
    <message>
        <source>Save report as PDF</source>
        <translation>将报告保存为 PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Saved %1 to %2</source>
        <translation>已将 %1 保存到 %2</translation>
    </message>
    <message>
        <source>The language the report is written in; its numbers follow that language's conventions (English: as the command line prints them)</source>
        <translation>报告所用语言；其中的数字遵循该语言的格式（英语：与命令行输出一致）</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::RooflineChart</name>
    <message>
        <source>Arithmetic intensity (FLOP/byte, log)</source>
        <translation>算术强度（FLOP/字节，对数）</translation>
    </message>
    <message>
        <source>TFLOP/s per GPU (log)</source>
        <translation>每 GPU TFLOP/s（对数）</translation>
    </message>
    <message>
        <source>Prefill (1 request)</source>
        <translation>预填充（1 个请求）</translation>
    </message>
    <message>
        <source>Decode step (batch)</source>
        <translation>解码步（批次）</translation>
    </message>
    <message>
        <source>Roofline — %1 does not run %2</source>
        <translation>Roofline — %1 不支持 %2</translation>
    </message>
    <message>
        <source>Roof %1 TFLOP/s, %2 TB/s</source>
        <translation>屋顶 %1 TFLOP/s，%2 TB/s</translation>
    </message>
    <message>
        <source>%1: %2 TFLOP/s at %3 FLOP/B</source>
        <translation>%1：%3 FLOP/B 时 %2 TFLOP/s</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>Roofline — %1 %2 TP%3 PP%4 (ridge %5 FLOP/B)</source>
        <translation>Roofline — %1 %2 TP%3 PP%4（拐点 %5 FLOP/B）</translation>
    </message>
    <message>
        <source>Rejected (%1 not native) — </source>
        <translation>已拒绝（%1 非原生）— </translation>
    </message>
    <message>
        <source>Does not fit at batch %1 — </source>
        <translation>批次 %1 时放不下 — </translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ScenarioEditor</name>
    <message>
        <source>Serving workload</source>
        <translation>推理负载</translation>
    </message>
    <message>
        <source>Training workload</source>
        <translation>训练负载</translation>
    </message>
    <message>
        <source>Service level (SLA)</source>
        <translation>服务等级 (SLA)</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>限制</translation>
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
        <translation>美元</translation>
    </message>
    <message>
        <source>Bold, thick line: the recommended option (lowest NPV; for serving, spot is left out: it can be reclaimed)</source>
        <translation>粗线：推荐选项（净现值最低；推理服务不考虑竞价实例，因为可能被回收）</translation>
    </message>
    <message>
        <source>Cash paid for each option from month 1 to the end of the horizon (undiscounted; resale value credited in the last month). The thicker line is the recommended option, the one with the lowest net present value (for serving, of the options that keep the SLA: spot is left out, it can be reclaimed).</source>
        <translation>每个选项从第 1 个月到规划期末支付的现金（未折现；残值计入最后一个月）。较粗的线为推荐选项，即净现值最低者（推理服务中仅考虑满足 SLA 的选项：不含可能被回收的竞价实例）。</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>累计成本</translation>
    </message>
    <message>
        <source>break-even</source>
        <translation>盈亏平衡</translation>
    </message>
    <message>
        <source>break-even month %1</source>
        <translation>第 %1 个月达到盈亏平衡</translation>
    </message>
    <message>
        <source>Cumulative cost over %1 months</source>
        <translation>%1 个月的累计成本</translation>
    </message>
    <message>
        <source>on-prem unavailable (see below)</source>
        <translation>本地部署不可用（见下文）</translation>
    </message>
    <message>
        <source>no cloud option to compare on-prem with</source>
        <translation>没有可与本地部署比较的云选项</translation>
    </message>
    <message>
        <source>on-prem breaks even with %1 in month %2</source>
        <translation>本地部署在第 %2 个月与 %1 达到盈亏平衡</translation>
    </message>
    <message>
        <source>on-prem does not break even with %1 within %2 months</source>
        <translation>本地部署在 %2 个月内无法与 %1 达到盈亏平衡</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoInputModel</name>
    <message>
        <source>tco.cloud.autoscale: on, on-demand and spot replicas follow the weekly demand; off, they run the peak fleet around the clock.</source>
        <translation>tco.cloud.autoscale：开启时，按需和竞价副本跟随每周需求；关闭时，按峰值集群全天运行。</translation>
    </message>
    <message>
        <source>tco.horizon_months: months costed, a whole number from 1 to 240.</source>
        <translation>tco.horizon_months：计算成本的月数，1 到 240 的整数。</translation>
    </message>
    <message>
        <source>tco.%1: accepted %2 to %3 %4. Double-click to edit; Reset to default takes the catalog's or the stated default.</source>
        <translation>tco.%1：可接受 %2 到 %3 %4。双击可编辑；“恢复默认值”采用目录值或所述默认值。</translation>
    </message>
    <message>
        <source>tco.%1: “%2” is not a number</source>
        <translation>tco.%1：“%2”不是数字</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>设置%1</translation>
    </message>
    <message>
        <source>Reset %1</source>
        <translation>重置%1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoInputsPanel</name>
    <message>
        <source>Reset to default</source>
        <translation>恢复默认值</translation>
    </message>
    <message>
        <source>&lt;b&gt;Inputs&lt;/b&gt; — bold: set by the scenario; double-click a value to change it (Undo reverts)</source>
        <translation>&lt;b&gt;输入&lt;/b&gt; — 粗体：由场景设定；双击数值可修改（撤销可还原）</translation>
    </message>
    <message>
        <source>Takes the selected input back to its default: the catalog's price or the stated assumption (one undo step).</source>
        <translation>将所选输入恢复为默认值：目录价格或所述假设（一个撤销步骤）。</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoMonthlyChart</name>
    <message>
        <source>capital</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>power</source>
        <translation>电力</translation>
    </message>
    <message>
        <source>space</source>
        <translation>机房空间</translation>
    </message>
    <message>
        <source>support</source>
        <translation>支持服务</translation>
    </message>
    <message>
        <source>staff</source>
        <translation>人员</translation>
    </message>
    <message>
        <source>cloud hours</source>
        <translation>云端小时</translation>
    </message>
    <message>
        <source>resale</source>
        <translation>转售</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>USD per month</source>
        <translation>每月美元</translation>
    </message>
    <message>
        <source>Cash paid each month, by component. Capital is the purchase (or the loan payments when financed); the last month carries the resale value as a negative bar, the loan balance still owed and reserved terms running past the horizon.</source>
        <translation>每月按组成部分支付的现金。资本支出为采购款（融资时为贷款还款）；最后一个月以负值柱显示残值，并计入尚欠的贷款余额和超出规划期的预留期限。</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>月度成本</translation>
    </message>
    <message>
        <source>Monthly cost by component — %1</source>
        <translation>按组成部分的月度成本 — %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoOptionBarsChart</name>
    <message>
        <source>net present value</source>
        <translation>净现值</translation>
    </message>
    <message>
        <source>cost per unit</source>
        <translation>单位成本</translation>
    </message>
    <message>
        <source>Net present value</source>
        <translation>净现值</translation>
    </message>
    <message>
        <source>Cost per unit</source>
        <translation>单位成本</translation>
    </message>
    <message>
        <source>M output tokens</source>
        <translation>百万输出 token</translation>
    </message>
    <message>
        <source>training run</source>
        <translation>训练任务</translation>
    </message>
    <message>
        <source>Net present value at %1/year</source>
        <translation>按年 %1 折现的净现值</translation>
    </message>
    <message>
        <source>USD per %1</source>
        <translation>每%1美元</translation>
    </message>
    <message>
        <source>highlighted: %1 (lowest NPV that keeps the SLA; spot costs less but can be reclaimed)</source>
        <translation>突出显示：%1（满足 SLA 的最低净现值；竞价实例更便宜但可能被回收）</translation>
    </message>
    <message>
        <source>highlighted: %1 (lowest NPV)</source>
        <translation>突出显示：%1（最低净现值）</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;%1&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;td align="right"&gt;%3&lt;/td&gt;&lt;td align="right"&gt;%4 – %5&lt;/td&gt;&lt;td align="right"&gt;%6&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;%1&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;td align="right"&gt;%3&lt;/td&gt;&lt;td align="right"&gt;%4 – %5&lt;/td&gt;&lt;td align="right"&gt;%6&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Net present value: each month's cash discounted at the scenario's rate. Cost per unit: the total over the horizon divided by the %1 served. The 90 % band is the total with the throughput at the ends of its 90 % band.&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;Option&lt;/th&gt;&lt;th&gt;NPV&lt;/th&gt;&lt;th&gt;Total&lt;/th&gt;&lt;th&gt;Total, 90 % band&lt;/th&gt;&lt;th&gt;USD per %1&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</source>
        <translation>&lt;p&gt;净现值：每月现金按场景的折现率折现。单位成本：规划期总额除以服务的 %1 数量。90 % 区间为吞吐量取其 90 % 区间两端时的总额。&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;选项&lt;/th&gt;&lt;th&gt;净现值&lt;/th&gt;&lt;th&gt;总额&lt;/th&gt;&lt;th&gt;总额（90 % 区间）&lt;/th&gt;&lt;th&gt;每 %1 美元&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoView</name>
    <message>
        <source>No evaluation yet.</source>
        <translation>尚无评估。</translation>
    </message>
    <message>
        <source>The option whose monthly cost is broken down</source>
        <translation>细分月度成本的选项</translation>
    </message>
    <message>
        <source>Monthly cost of</source>
        <translation>月度成本：</translation>
    </message>
    <message>
        <source>No TCO: %1.</source>
        <translation>无 TCO：%1。</translation>
    </message>
    <message>
        <source>No TCO for the plan's first configuration: %1.</source>
        <translation>方案的首选配置无 TCO：%1。</translation>
    </message>
    <message>
        <source>No TCO for plan rank %1: %2.</source>
        <translation>方案第 %1 名无 TCO：%2。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Costed:&lt;/b&gt; %1 — plan rank %2 of %3</source>
        <translation>&lt;b&gt;计算成本：&lt;/b&gt;%1 — 方案排名 %2 / %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total cost of ownership&lt;/b&gt;</source>
        <translation>&lt;b&gt;总拥有成本&lt;/b&gt;</translation>
    </message>
    <message>
        <source> &lt;i&gt;(the selected configuration does not meet the target, so the plan's first is costed)&lt;/i&gt;</source>
        <translation> &lt;i&gt;（所选配置未满足目标，因此计算方案中首个配置的成本）&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Lowest net present value that keeps the SLA: &lt;b&gt;%1&lt;/b&gt;, %2 (%3 over %4 months, %5 per %6); spot costs less but can be reclaimed</source>
        <translation>满足 SLA 的最低净现值：&lt;b&gt;%1&lt;/b&gt;，%2（%4 个月共 %3，每 %6 %5）；竞价实例更便宜但可能被回收</translation>
    </message>
    <message>
        <source>Lowest net present value: &lt;b&gt;%1&lt;/b&gt;, %2 (%3 over %4 months, %5 per %6)</source>
        <translation>最低净现值：&lt;b&gt;%1&lt;/b&gt;，%2（%4 个月共 %3，每 %6 %5）</translation>
    </message>
    <message>
        <source>No option can be priced for this configuration (see the reasons below).</source>
        <translation>此配置没有可计价的选项（原因见下文）。</translation>
    </message>
    <message>
        <source>On-demand %1: %2 per M tokens; the candidates table's %3 is the planned fleet (sized for the peak) around the clock at the mean load%4.</source>
        <translation>按需 %1：每百万 token %2；候选表中的 %3 是规划集群（按峰值配置）在平均负载下全天运行的成本%4。</translation>
    </message>
    <message>
        <source>autoscaled</source>
        <translation>自动扩缩容</translation>
    </message>
    <message>
        <source>without autoscaling</source>
        <translation>不自动扩缩容</translation>
    </message>
    <message>
        <source>: autoscaling follows the demand hour by hour, a different strategy that can cost less</source>
        <translation>：自动扩缩容逐小时跟随需求，是一种可能更省钱的不同策略</translation>
    </message>
    <message>
        <source>, the same in month 1 without growth</source>
        <translation>，与无增长的第 1 个月相同</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2</translation>
    </message>
    <message>
        <source>Hint: the best-ranked configuration whose GPU has a catalog purchase price is rank %1 (%2): &lt;a href="rank:%1"&gt;cost rank %1&lt;/a&gt;, or set “Server price” in the inputs.</source>
        <translation>提示：GPU 在目录中有采购价的最高排名配置为第 %1 名（%2）：&lt;a href="rank:%1"&gt;计算第 %1 名的成本&lt;/a&gt;，或在输入中设置“服务器价格”。</translation>
    </message>
    <message>
        <source>Hint: no feasible configuration's GPU has a catalog purchase price; set “Server price” in the inputs to cost on-prem.</source>
        <translation>提示：可行配置的 GPU 在目录中均无采购价；请在输入中设置“服务器价格”以计算本地部署成本。</translation>
    </message>
    <message>
        <source>%1/GPU-hour on demand</source>
        <translation>按需 %1/GPU·小时</translation>
    </message>
    <message>
        <source>no on-demand price</source>
        <translation>无按需价格</translation>
    </message>
    <message>
        <source>The inputs shown are the decode pool's; an input you set applies to both pools.</source>
        <translation>显示的输入为解码池的；您设置的输入同时适用于两个池。</translation>
    </message>
    <message>
        <source>Disaggregated split (%1): lowest net present value %2 with %3, %4 per %5 — &lt;a href="split"&gt;cost the split&lt;/a&gt;</source>
        <translation>分离式拆分（%1）：最低净现值 %2（%3），每 %5 %4 — &lt;a href="split"&gt;计算拆分成本&lt;/a&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Costed:&lt;/b&gt; %1 — the planner's disaggregated split (&lt;a href="rank:1"&gt;cost plan rank 1&lt;/a&gt;)&lt;br&gt;%2</source>
        <translation>&lt;b&gt;已计算：&lt;/b&gt;%1 — 规划器的分离式拆分（&lt;a href="rank:1"&gt;计算规划第 1 名&lt;/a&gt;）&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>Prefill pool</source>
        <translation>预填充池</translation>
    </message>
    <message>
        <source>Decode pool</source>
        <translation>解码池</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n worker(s) at the plan (%2), %3; its GPU's prices, servers and power are its own</source>
        <translation>
            <numerusform>%1：规划中 %n 个 worker（%2），%3；使用其自身 GPU 的价格、服务器和功耗</numerusform>
        </translation>
    </message>
    <message>
        <source>No TCO of an aggregated layout: %1. A disaggregated split meets the SLA: &lt;a href="split"&gt;cost the split&lt;/a&gt;.</source>
        <translation>没有聚合式布局的 TCO：%1。分离式拆分满足 SLA：&lt;a href="split"&gt;计算拆分成本&lt;/a&gt;。</translation>
    </message>
    <message>
        <source>Disaggregated split: no TCO: %1</source>
        <translation>分离式拆分：没有 TCO：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Costed:&lt;/b&gt; %1 — the planner's disaggregated split (no aggregated layout meets the SLA)&lt;br&gt;%2</source>
        <translation>&lt;b&gt;已计算：&lt;/b&gt;%1 — 规划器的分离式拆分（没有聚合式布局满足 SLA）&lt;br&gt;%2</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TelemetryPanel</name>
    <message>
        <source>Import telemetry…</source>
        <translation>导入遥测数据…</translation>
    </message>
    <message>
        <source>Read GPU telemetry: nvidia-smi --query-gpu CSV, nvidia-smi dmon, or dcgm-exporter /metrics scrapes; several files (hosts, rotated logs) are merged</source>
        <translation>读取 GPU 遥测：nvidia-smi --query-gpu CSV、nvidia-smi dmon 或 dcgm-exporter /metrics 抓取；多个文件（多台主机、轮转日志）会合并</translation>
    </message>
    <message>
        <source>The files hold several GPU products: pick the deployment to size</source>
        <translation>文件中包含多种 GPU 产品：请选择要规划的部署</translation>
    </message>
    <message>
        <source>What was read: formats, GPUs, hosts and the period covered (UTC)</source>
        <translation>已读取的内容：格式、GPU、主机及覆盖时段（UTC）</translation>
    </message>
    <message>
        <source>Files that could not be read; nothing of them is shown</source>
        <translation>无法读取的文件；其内容均不显示</translation>
    </message>
    <message>
        <source>Malformed lines, skipped: nothing is guessed from them</source>
        <translation>格式错误的行已跳过：不会据此推测任何内容</translation>
    </message>
    <message>
        <source>The right-sizing verdict on the measured period</source>
        <translation>针对测量时段的容量评估结论</translation>
    </message>
    <message>
        <source>The measured facts behind the verdict, and what telemetry of the GPU's own counters cannot tell</source>
        <translation>结论所依据的测量事实，以及 GPU 自身计数器的遥测无法反映的内容</translation>
    </message>
    <message>
        <source>Statistics over every sample of every GPU of the deployment</source>
        <translation>部署中每个 GPU 每个样本的统计</translation>
    </message>
    <message>
        <source>Catalog configurations that carry the measured load with headroom, cheapest first</source>
        <translation>能以余量承载所测负载的目录配置，最便宜的在前</translation>
    </message>
    <message>
        <source>&lt;b&gt;Configurations that carry the measured load&lt;/b&gt;</source>
        <translation>&lt;b&gt;能承载所测负载的配置&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Import GPU telemetry</source>
        <translation>导入 GPU 遥测</translation>
    </message>
    <message>
        <source>Telemetry (*.csv *.txt *.log *.prom *.metrics);;All files (*)</source>
        <translation>遥测 (*.csv *.txt *.log *.prom *.metrics);;所有文件 (*)</translation>
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
        <translation>跳过的行：%1</translation>
    </message>
    <message>
        <source>… and %1 more (click to list them all)</source>
        <translation>… 另有 %1 行（点击列出全部）</translation>
    </message>
    <message>
        <source>Every line was read</source>
        <translation>所有行均已读取</translation>
    </message>
    <message>
        <source>No telemetry loaded.</source>
        <translation>尚未加载遥测数据。</translation>
    </message>
    <message>
        <source>Import nvidia-smi or DCGM telemetry of a running deployment to see whether it is over- or under-provisioned.</source>
        <translation>导入运行中部署的 nvidia-smi 或 DCGM 遥测，查看其是否过度配置或配置不足。</translation>
    </message>
    <message>
        <source>, %1 to %2 UTC, a sample every %3</source>
        <translation>，%1 至 %2 UTC，每 %3 一个样本</translation>
    </message>
    <message>
        <source>%1 × %2 on %3%4 (%5)</source>
        <translation>%3%4 上的 %1 × %2（%5）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Evidence&lt;/b&gt;</source>
        <translation>&lt;b&gt;依据&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Caveats&lt;/b&gt;</source>
        <translation>&lt;b&gt;注意事项&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>%n 台主机</numerusform>
        </translation>
    </message>
    <message>
        <source>From Prometheus…</source>
        <translation>从 Prometheus…</translation>
    </message>
    <message>
        <source>Read the dcgm-exporter metrics of a time range from the Prometheus server that scrapes them</source>
        <translation>从采集 dcgm-exporter 指标的 Prometheus 服务器读取某一时间范围的指标</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Import from Prometheus cancelled; nothing was read.</source>
        <translation>已取消从 Prometheus 导入；未读取任何数据。</translation>
    </message>
    <message>
        <source>Keep the Prometheus query</source>
        <translation>保留 Prometheus 查询</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Read the Prometheus query the project keeps again (a query without an end reads the range up to now)</source>
        <translation>重新读取项目保留的 Prometheus 查询（未指定结束时间的查询读取到当前时刻为止的范围）</translation>
    </message>
    <message>
        <source>The project keeps no Prometheus query: import one with “From Prometheus…” first.</source>
        <translation>项目未保留 Prometheus 查询：请先用“从 Prometheus…”导入一个。</translation>
    </message>
    <message>
        <source>The project's Prometheus query cannot be read: %1</source>
        <translation>无法读取项目的 Prometheus 查询：%1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TelemetryStatsModel</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 of observed time (%2 idle periods)</source>
        <translation>占观测时间的 %1（%2 个空闲时段）</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TelemetryTraceChart</name>
    <message>
        <source>GPU utilization over time</source>
        <translation>GPU 利用率随时间变化</translation>
    </message>
    <message>
        <source>Memory used over time</source>
        <translation>显存占用随时间变化</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>时间（UTC）</translation>
    </message>
    <message>
        <source>Utilization (%)</source>
        <translation>利用率（%）</translation>
    </message>
    <message>
        <source>Memory used (GiB)</source>
        <translation>显存占用（GiB）</translation>
    </message>
    <message>
        <source>Share of time a kernel ran on each GPU, per sample; a break in a line is a gap in the data</source>
        <translation>每个 GPU 每次采样中内核运行时间的比例；曲线中断表示数据缺失</translation>
    </message>
    <message>
        <source>Frame buffer in use on each GPU, per sample; the axis ends at the memory the driver reports; a break in a line is a gap in the data</source>
        <translation>每个 GPU 每次采样的帧缓冲占用；坐标轴上限为驱动报告的显存；曲线中断表示数据缺失</translation>
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
        <translation>输入 +20 %</translation>
    </message>
    <message>
        <source>base total</source>
        <translation>基准总额</translation>
    </message>
    <message>
        <source>total over the horizon (USD)</source>
        <translation>规划期总额（美元）</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>敏感性</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>基准 %1</translation>
    </message>
    <message>
        <source>; %1 not shown</source>
        <translation>；%1 未显示</translation>
    </message>
    <message>
        <source>Sensitivity of the %1 total</source>
        <translation>%1 总额的敏感性</translation>
    </message>
    <message>
        <source>input −20 %</source>
        <translation>输入 −20 %</translation>
    </message>
    <message>
        <source>&lt;p&gt;The %1 total over the horizon with one input at 80 % and at 120 % of its value, the others as they are; the vertical line is the total at the inputs as they are (%2).&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;Input&lt;/th&gt;&lt;th&gt;Value&lt;/th&gt;&lt;th&gt;−20 %&lt;/th&gt;&lt;th&gt;+20 %&lt;/th&gt;&lt;th&gt;Swing&lt;/th&gt;&lt;/tr&gt;%3&lt;/table&gt;</source>
        <translation>&lt;p&gt;将某一输入分别设为其值的 80 % 和 120 %、其余不变时，%1 在规划期内的总额；竖线为输入不变时的总额（%2）。&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;输入&lt;/th&gt;&lt;th&gt;数值&lt;/th&gt;&lt;th&gt;−20 %&lt;/th&gt;&lt;th&gt;+20 %&lt;/th&gt;&lt;th&gt;波动&lt;/th&gt;&lt;/tr&gt;%3&lt;/table&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n smaller swing(s)</source>
        <translation>
            <numerusform>%n 个较小的波动</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TpotThroughputChart</name>
    <message>
        <source>Running batch (concurrent sequences, log₂)</source>
        <translation>运行批次（并发序列，log₂）</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>每 GPU 输出 token/秒</translation>
    </message>
    <message>
        <source>SLA TPOT</source>
        <translation>SLA TPOT</translation>
    </message>
    <message>
        <source>Largest batch that fits</source>
        <translation>可容纳的最大批次</translation>
    </message>
    <message>
        <source>Selected batch</source>
        <translation>所选批次</translation>
    </message>
    <message>
        <source>TPOT %1</source>
        <translation>TPOT %1</translation>
    </message>
    <message>
        <source>tok/s/GPU %1</source>
        <translation>token/秒/GPU %1</translation>
    </message>
    <message>
        <source> (rejected: not native)</source>
        <translation>（已拒绝：非原生）</translation>
    </message>
    <message>
        <source>TPOT %1 (ms, log₂)</source>
        <translation>TPOT %1（ms，log₂）</translation>
    </message>
    <message>
        <source>TPOT &amp; throughput — %1 TP%2 PP%3, %4-token prompt</source>
        <translation>TPOT 与吞吐量 — %1 TP%2 PP%3，%4 token 提示</translation>
    </message>
    <message>
        <source>Does not fit at any batch (%1) — </source>
        <translation>任何批次下都放不下（%1）— </translation>
    </message>
    <message>
        <source>SLA %1 TPOT %2 ms</source>
        <translation>SLA %1 TPOT %2 ms</translation>
    </message>
    <message>
        <source>fits ≤ %1</source>
        <translation>可容纳 ≤ %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::WhatIfView</name>
    <message>
        <source>No evaluation yet.</source>
        <translation>尚无评估。</translation>
    </message>
    <message>
        <source>Weight precision the charts show (the grid's precisions)</source>
        <translation>图表显示的权重精度（网格中的精度）</translation>
    </message>
    <message>
        <source>Running batch per replica: concurrent sequences decoded together (the grid's batch axis)</source>
        <translation>每副本的运行批次：同时解码的序列数（网格的批次轴）</translation>
    </message>
    <message>
        <source>Prompt length in tokens (the grid's context axis)</source>
        <translation>提示长度（token，网格的上下文轴）</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>No what-if charts: %1</source>
        <translation>无假设分析图表：%1</translation>
    </message>
    <message>
        <source>No what-if charts: the evaluation has no grid.</source>
        <translation>无假设分析图表：评估中没有网格。</translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>批次 %1</translation>
    </message>
    <message>
        <source>context %1 tokens</source>
        <translation>上下文 %1 token</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::FormSection</name>
    <message>
        <source>Set %1</source>
        <translation>设置%1</translation>
    </message>
    <message>
        <source>Scenario field: %1</source>
        <translation>场景字段：%1</translation>
    </message>
    <message>
        <source>must be %1 (%2) or between %3 and %4</source>
        <translation>须为 %1（%2）或在 %3 到 %4 之间</translation>
    </message>
    <message>
        <source>must be between %1 (%2) and %3</source>
        <translation>须在 %1（%2）到 %3 之间</translation>
    </message>
    <message>
        <source>must be between %1 and %2</source>
        <translation>须在 %1 到 %2 之间</translation>
    </message>
    <message>
        <source>%1 %2; an empty box was not applied</source>
        <translation>%1 %2；空值未被应用</translation>
    </message>
    <message>
        <source>%1 %2; %3 was not applied</source>
        <translation>%1 %2；%3 未被应用</translation>
    </message>
    <message>
        <source>%1 to %2, or %3 (%4)</source>
        <translation>%1 到 %2，或 %3（%4）</translation>
    </message>
    <message>
        <source>%1 (%2) to %3</source>
        <translation>%1（%2）到 %3</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 到 %2</translation>
    </message>
    <message>
        <source>Accepted: %1.</source>
        <translation>可接受：%1。</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::GpuPicker</name>
    <message>
        <source>Candidate GPUs</source>
        <translation>候选 GPU</translation>
    </message>
    <message>
        <source>All catalog GPUs</source>
        <translation>目录中的所有 GPU</translation>
    </message>
    <message>
        <source>Every GPU of the catalog is a candidate (the scenario lists none). Uncheck to choose GPUs in the list.
Scenario field: gpus</source>
        <translation>目录中的每个 GPU 都是候选（场景未列出任何 GPU）。取消勾选即可在列表中选择 GPU。
场景字段：gpus</translation>
    </message>
    <message>
        <source>Checked GPUs are the planner's candidates; at least one.
Scenario field: gpus</source>
        <translation>勾选的 GPU 为规划器的候选；至少一个。
场景字段：gpus</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全选</translation>
    </message>
    <message>
        <source>Check every GPU the filters show</source>
        <translation>勾选筛选结果中的所有 GPU</translation>
    </message>
    <message>
        <source>None</source>
        <translation>全不选</translation>
    </message>
    <message>
        <source>Uncheck every GPU the filters show; with none left, check the ones you want (the scenario keeps its GPUs until you do)</source>
        <translation>取消勾选筛选结果中的所有 GPU；全部取消后，再勾选所需的 GPU（在此之前场景保留其原有 GPU）</translation>
    </message>
    <message>
        <source>Hides rows only: the scenario's GPUs stay as they are.</source>
        <translation>仅隐藏行：场景的 GPU 保持不变。</translation>
    </message>
    <message>
        <source>Show the GPUs of one vendor. </source>
        <translation>显示某一厂商的 GPU。</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>所有厂商</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Show the GPUs whose runtime memory is at least this. </source>
        <translation>显示运行时显存不低于此值的 GPU。</translation>
    </message>
    <message>
        <source>Show the GPUs of one form factor (SXM, PCIe, OAM, …). </source>
        <translation>显示某一外形规格的 GPU（SXM、PCIe、OAM 等）。</translation>
    </message>
    <message>
        <source>All form factors</source>
        <translation>所有外形规格</translation>
    </message>
    <message>
        <source>Filter by name, e.g. h100</source>
        <translation>按名称筛选，例如 h100</translation>
    </message>
    <message>
        <source>Show the GPUs whose name or id contains all these words. </source>
        <translation>显示名称或 ID 包含所有这些词的 GPU。</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Min. memory</source>
        <translation>最小显存</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>外形规格</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (id %2)
%3, %4; %5 usable by the runtime</source>
        <translation>%1（ID %2）
%3，%4；运行时可用 %5</translation>
    </message>
    <message>
        <source>%1: left out of the plan unless GeForce cards are included below</source>
        <translation>%1：除非在下方纳入 GeForce 显卡，否则不纳入方案</translation>
    </message>
    <message>
        <source>All %1 catalog GPUs are candidates</source>
        <translation>目录中全部 %1 个 GPU 均为候选</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs chosen</source>
        <translation>已选择 %1 / %2 个 GPU</translation>
    </message>
    <message>
        <source>No GPU checked: check the ones to plan for (until then the scenario keeps its %1)</source>
        <translation>未勾选任何 GPU：请勾选要规划的 GPU（在此之前场景保留其 %1）</translation>
    </message>
    <message>
        <source>%1 catalog GPUs</source>
        <translation>目录中的 %1 个 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <source>%1; %2 shown</source>
        <translation>%1；显示 %2 个</translation>
    </message>
    <message>
        <source>Consider all catalog GPUs</source>
        <translation>考虑目录中的所有 GPU</translation>
    </message>
    <message>
        <source>Choose candidate GPUs</source>
        <translation>选择候选 GPU</translation>
    </message>
    <message>
        <source>gpus: keep at least one GPU checked, or check “All catalog GPUs”</source>
        <translation>gpus：请至少保留一个勾选的 GPU，或勾选“目录中的所有 GPU”</translation>
    </message>
    <message>
        <source>Add GPU %1</source>
        <translation>添加 GPU %1</translation>
    </message>
    <message>
        <source>Remove GPU %1</source>
        <translation>移除 GPU %1</translation>
    </message>
    <message>
        <source>1 shown GPU</source>
        <translation>显示的 1 个 GPU</translation>
    </message>
    <message>
        <source>%1 shown GPUs</source>
        <translation>显示的 %1 个 GPU</translation>
    </message>
    <message>
        <source>Check %1</source>
        <translation>勾选%1</translation>
    </message>
    <message>
        <source>Uncheck %1</source>
        <translation>取消勾选%1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::ModelPicker</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Search models…</source>
        <translation>搜索模型…</translation>
    </message>
    <message>
        <source>Shows the catalog models whose name or id contains the text.</source>
        <translation>显示名称或 ID 包含该文本的目录模型。</translation>
    </message>
    <message>
        <source>Catalog models with their parameter count. Click a model (or press Enter on it) to make it the scenario's model.
Scenario field: model</source>
        <translation>目录中的模型及其参数量。单击模型（或按 Enter）将其设为场景的模型。
场景字段：model</translation>
    </message>
    <message>
        <source>Import HF config…</source>
        <translation>导入 HF 配置…</translation>
    </message>
    <message>
        <source>Use the architecture of a Hugging Face config.json (llama, mistral, mixtral, qwen2, qwen3, gemma2, deepseek) as the scenario's model.</source>
        <translation>将 Hugging Face config.json 中的架构（llama、mistral、mixtral、qwen2、qwen3、gemma2、deepseek）用作场景的模型。</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 参数</translation>
    </message>
    <message>
        <source>%1 total, %2 active</source>
        <translation>共 %1，激活 %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (%2 model, id %3)</source>
        <translation>%1（%2 模型，ID %3）</translation>
    </message>
    <message>
        <source>Context: %1 tokens</source>
        <translation>上下文：%1 token</translation>
    </message>
    <message>
        <source>Choose model %1</source>
        <translation>选择模型 %1</translation>
    </message>
    <message>
        <source>Import Hugging Face config</source>
        <translation>导入 Hugging Face 配置</translation>
    </message>
    <message>
        <source>Hugging Face config (*.json);;All files (*)</source>
        <translation>Hugging Face 配置 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1：无法读取文件（%2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Import model %1</source>
        <translation>导入模型 %1</translation>
    </message>
    <message>
        <source>%1 · imported architecture</source>
        <translation>%1 · 已导入的架构</translation>
    </message>
    <message>
        <source>The scenario's model (id %1)</source>
        <translation>场景的模型（ID %1）</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::PrecisionPicker</name>
    <message>
        <source>Precisions allowed</source>
        <translation>允许的精度</translation>
    </message>
    <message>
        <source>Accepted: at least one precision; training modes take fp32, bf16, fp16 or fp8.
Scenario field: precisions</source>
        <translation>可接受：至少一种精度；训练模式可用 fp32、bf16、fp16 或 fp8。
场景字段：precisions</translation>
    </message>
    <message>
        <source>%1 weights: %2 bits per weight</source>
        <translation>%1 权重：每个权重 %2 位</translation>
    </message>
    <message>
        <source>, dequantized to 16-bit for the matrix multiplications</source>
        <translation>，矩阵乘法时反量化为 16 位</translation>
    </message>
    <message>
        <source>Number formats the planner may choose for the weights.
</source>
        <translation>规划器可为权重选择的数值格式。
</translation>
    </message>
    <message>
        <source>Allow %1</source>
        <translation>允许 %1</translation>
    </message>
    <message>
        <source>Exclude %1</source>
        <translation>排除 %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::ScenarioIdentity</name>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>The project's scenarios: pick the one to edit and evaluate. Each keeps its unsaved changes (Ctrl+PgUp / Ctrl+PgDown)</source>
        <translation>项目中的场景：选择要编辑和评估的场景。每个场景都保留各自未保存的更改（Ctrl+PgUp / Ctrl+PgDown）</translation>
    </message>
    <message>
        <source>e.g. Llama 3.1 8B chatbot</source>
        <translation>例如 Llama 3.1 8B 聊天机器人</translation>
    </message>
    <message>
        <source>The scenario's name: in the title bar, the comparison's headers, the report and the project file. One line, unique in the project. Applies on Enter</source>
        <translation>场景名称：显示在标题栏、比较表头、报告和项目文件中。单行，在项目中唯一。按 Enter 生效</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>What this case is for (optional)</source>
        <translation>此场景的用途（可选）</translation>
    </message>
    <message>
        <source>What the scenario is for, in your words: printed under its heading in the report, before the requirements the report derives from the inputs. Applies when the field loses focus or on Ctrl+Enter</source>
        <translation>用您自己的话说明场景用途：打印在报告中该场景标题下方、由输入推导出的需求之前。字段失去焦点或按 Ctrl+Enter 时生效</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>描述(&amp;D)：</translation>
    </message>
    <message>
        <source>Rename to “%1”</source>
        <translation>重命名为“%1”</translation>
    </message>
    <message>
        <source>Edit description</source>
        <translation>编辑描述</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::TechniquesSection</name>
    <message>
        <source>Serving techniques</source>
        <translation>服务技术</translation>
    </message>
    <message>
        <source>Speculative decoding: a draft proposes a few tokens each step and the model checks them in one pass, so a step emits more than one token. It pays while a step is memory-bound (small batches); the estimate says whether it does at the concurrency it runs. The draft is a smaller catalog model with the same tokenizer, or the model's own multi-token prediction or EAGLE head (one extra decoder layer).</source>
        <translation>推测解码：草稿模型每步提议几个 token，模型一次前向传播验证它们，因此每步输出多于一个 token。当每步受内存带宽限制（小批量）时划算；估算会说明在所运行的并发下是否划算。草稿是目录中分词器相同的更小模型，或模型自身的多 token 预测或 EAGLE 头（多一个解码器层）。</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>推测解码</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Set speculative decoding</source>
        <translation>设置推测解码</translation>
    </message>
    <message>
        <source>MTP/EAGLE head</source>
        <translation>MTP/EAGLE 头</translation>
    </message>
</context>
<context>
    <name>rightsizer::workspace::ScenarioDocument</name>
    <message>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>no scenario %1 in the project (it holds %2)</source>
        <translation>项目中没有场景 %1（项目包含 %2 个）</translation>
    </message>
    <message>
        <source>Scenario name: must not be empty</source>
        <translation>场景名称：不能为空</translation>
    </message>
    <message>
        <source>Scenario name: must be one line</source>
        <translation>场景名称：必须为单行</translation>
    </message>
    <message>
        <source>Scenario name: “%1” starts or ends with a space; remove it</source>
        <translation>场景名称：“%1”开头或结尾有空格，请删除</translation>
    </message>
    <message>
        <source>Scenario name: “%1” is already the name of scenario %2 of this project; each scenario needs its own name</source>
        <translation>场景名称：“%1”已是本项目场景 %2 的名称；每个场景需要独有的名称</translation>
    </message>
    <message>
        <source>Rename to “%1”</source>
        <translation>重命名为“%1”</translation>
    </message>
    <message>
        <source>Edit description</source>
        <translation>编辑描述</translation>
    </message>
    <message>
        <source>Add scenario “%1”</source>
        <translation>添加场景“%1”</translation>
    </message>
    <message>
        <source>Duplicate “%1” as “%2”</source>
        <translation>将“%1”复制为“%2”</translation>
    </message>
    <message>
        <source>“%1” is the only scenario of the project, and a project keeps at least one: add another before deleting this one</source>
        <translation>“%1”是项目中唯一的场景，而项目至少要保留一个：请先添加另一个场景再删除它</translation>
    </message>
    <message>
        <source>Delete scenario “%1”</source>
        <translation>删除场景“%1”</translation>
    </message>
    <message>
        <source>recovered unsaved changes</source>
        <translation>已恢复的未保存更改</translation>
    </message>
</context>
</TS>
