<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>Cli</name>
    <message>
        <source>%1  (90 %: %2 – %3)</source>
        <translation>%1  (90 %: %2 – %3)</translation>
    </message>
    <message>
        <source>%1 / %2 / %3 / %4  (mean %5)</source>
        <translation>%1 / %2 / %3 / %4  (média %5)</translation>
    </message>
    <message>
        <source>Poisson arrivals, %1 per replica, at most %2 running</source>
        <translation>chegadas de Poisson, %1 por réplica, no máximo %2 em execução</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>requisições/s</translation>
    </message>
    <message numerus="yes">
        <source>closed loop, %n client(s) per replica starting together, the first %1 requests measured (as a benchmark runs)</source>
        <translation>
            <numerusform>malha fechada, %n cliente por réplica, as primeiras %1 requisições medidas (como roda um benchmark)</numerusform>
            <numerusform>malha fechada, %n clientes por réplica começando juntos, as primeiras %1 requisições medidas (como roda um benchmark)</numerusform>
        </translation>
    </message>
    <message>
        <source>Under load: %1</source>
        <translation>Sob carga: %1</translation>
    </message>
    <message>
        <source>  scheduler</source>
        <translation>  escalonador</translation>
    </message>
    <message>
        <source>%1 tokens per step, %2 sequences at most, KV cache for %3 tokens</source>
        <translation>%1 tokens por passo, no máximo %2 sequências, cache KV para %3 tokens</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>ilimitado</translation>
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
        <translation>  entre tokens p50/90/95/99</translation>
    </message>
    <message>
        <source>  end-to-end p50/90/95/99</source>
        <translation>  ponta a ponta p50/90/95/99</translation>
    </message>
    <message>
        <source>  served</source>
        <translation>  servido</translation>
    </message>
    <message>
        <source>%1, %2 per replica; %3 sequences decoding on average</source>
        <translation>%1, %2 por réplica; %3 sequências decodificando em média</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>  SATURATED</source>
        <translation>  SATURADO</translation>
    </message>
    <message>
        <source>arrivals outpace the replica: latencies grow with the run</source>
        <translation>as chegadas superam a réplica: as latências crescem com a execução</translation>
    </message>
    <message>
        <source> (pipeline stage %1 of %2, %3 layers, the fullest)</source>
        <translation> (estágio de pipeline %1 de %2, %3 camadas, o mais cheio)</translation>
    </message>
    <message>
        <source>%1 layer-micro-batches x %2</source>
        <translation>%1 camadas-micro-lotes x %2</translation>
    </message>
    <message>
        <source> + logits %1</source>
        <translation> + logits %1</translation>
    </message>
    <message>
        <source> + the layer being recomputed %1</source>
        <translation> + a camada sendo recomputada %1</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s), TP %1, PP %2</source>
        <translation>
            <numerusform>%n GPU, TP %1, PP %2</numerusform>
            <numerusform>%n GPUs, TP %1, PP %2</numerusform>
        </translation>
    </message>
    <message>
        <source>, CP %1</source>
        <translation>, CP %1</translation>
    </message>
    <message>
        <source>, EP %1, mode %2</source>
        <translation>, EP %1, modo %2</translation>
    </message>
    <message>
        <source>, interleaved VP %1</source>
        <translation>, VP intercalado %1</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>%1 — %2 params (%3 active)</source>
        <translation>%1 — %2 parâmetros (%3 ativos)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1, %2 visible to the runtime</source>
        <translation>%1, %2 visíveis ao runtime</translation>
    </message>
    <message>
        <source>nf4 (QLoRA base)</source>
        <translation>nf4 (base QLoRA)</translation>
    </message>
    <message>
        <source>Precision (weights / KV)</source>
        <translation>Precisão (pesos / KV)</translation>
    </message>
    <message>
        <source>%1 / %2, matmuls in %3</source>
        <translation>%1 / %2, multiplicações de matrizes em %3</translation>
    </message>
    <message>
        <source>%1 / %2, matmuls in %3 (not native)</source>
        <translation>%1 / %2, multiplicações de matrizes em %3 (não nativo)</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Mecanismo de serving</translation>
    </message>
    <message>
        <source>%1, may use %2 of GPU memory</source>
        <translation>%1, pode usar %2 da memória da GPU</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Memória por GPU</translation>
    </message>
    <message>
        <source>  weights</source>
        <translation>  pesos</translation>
    </message>
    <message>
        <source>%1 (%2 params on this GPU)</source>
        <translation>%1 (%2 parâmetros nesta GPU)</translation>
    </message>
    <message>
        <source>  KV cache</source>
        <translation>  cache KV</translation>
    </message>
    <message>
        <source>%1 (%2/token, whole model)</source>
        <translation>%1 (%2/token, modelo inteiro)</translation>
    </message>
    <message>
        <source>  gradients</source>
        <translation>  gradientes</translation>
    </message>
    <message>
        <source>%1 (fp32 buffer)</source>
        <translation>%1 (buffer fp32)</translation>
    </message>
    <message>
        <source>%1 (16-bit buffer)</source>
        <translation>%1 (buffer de 16 bits)</translation>
    </message>
    <message>
        <source>  optimizer states</source>
        <translation>  estados do otimizador</translation>
    </message>
    <message>
        <source>  activations</source>
        <translation>  ativações</translation>
    </message>
    <message>
        <source>  runtime overhead</source>
        <translation>  overhead do runtime</translation>
    </message>
    <message>
        <source>  total / usable</source>
        <translation>  total / utilizável</translation>
    </message>
    <message>
        <source>%1 / %2  fits</source>
        <translation>%1 / %2  cabe</translation>
    </message>
    <message>
        <source>%1 / %2  DOES NOT FIT (short %3)</source>
        <translation>%1 / %2  NÃO CABE (faltam %3)</translation>
    </message>
    <message>
        <source>  largest part</source>
        <translation>  maior parte</translation>
    </message>
    <message>
        <source>%1, %2 of the total</source>
        <translation>%1, %2 do total</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>limitado por computação</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>limitado por memória</translation>
    </message>
    <message>
        <source>%1 (turns compute-bound at batch %2)</source>
        <translation>%1 (passa a limitado por computação no lote %2)</translation>
    </message>
    <message>
        <source>%1 (KV reads keep it memory-bound at any batch)</source>
        <translation>%1 (as leituras de KV o mantêm limitado por memória em qualquer lote)</translation>
    </message>
    <message numerus="yes">
        <source>Serving (per replica unless stated; %n replica(s))</source>
        <translation>
            <numerusform>Serving (por réplica salvo indicação; %n réplica)</numerusform>
            <numerusform>Serving (por réplica salvo indicação; %n réplicas)</numerusform>
        </translation>
    </message>
    <message>
        <source>  batch</source>
        <translation>  lote</translation>
    </message>
    <message numerus="yes">
        <source>%n image(s)</source>
        <translation>
            <numerusform>%n imagem</numerusform>
            <numerusform>%n imagens</numerusform>
        </translation>
    </message>
    <message>
        <source>  concurrency</source>
        <translation>  concorrência</translation>
    </message>
    <message>
        <source>  images/s (deployment)</source>
        <translation>  imagens/s (implantação)</translation>
    </message>
    <message>
        <source>images/s</source>
        <translation>imagens/s</translation>
    </message>
    <message>
        <source>  seconds per batch</source>
        <translation>  segundos por lote</translation>
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
        <translation>  saída (implantação)</translation>
    </message>
    <message>
        <source>  output per GPU</source>
        <translation>  saída por GPU</translation>
    </message>
    <message>
        <source>  decode is</source>
        <translation>  a decodificação é</translation>
    </message>
    <message>
        <source>Training (data parallel %1)</source>
        <translation>Treinamento (paralelismo de dados %1)</translation>
    </message>
    <message>
        <source>  step time</source>
        <translation>  tempo de passo</translation>
    </message>
    <message>
        <source>  tokens/s (job)</source>
        <translation>  tokens/s (job)</translation>
    </message>
    <message>
        <source>  tokens/s per GPU</source>
        <translation>  tokens/s por GPU</translation>
    </message>
    <message>
        <source>  MFU</source>
        <translation>  MFU</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Calibração</translation>
    </message>
    <message>
        <source>%1: eta_c %2, eta_m %3</source>
        <translation>%1: eta_c %2, eta_m %3</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>aviso: %1</translation>
    </message>
    <message>
        <source>%1 tokens in %2 h (%3, sequence %4, global batch %5)</source>
        <translation>%1 tokens em %2 h (%3, sequência %4, lote global %5)</translation>
    </message>
    <message>
        <source>peak %1, mean %2 over the week (%3); prompts %4 / %5 tokens (mean / p95), outputs %6 / %7; growth headroom %8 on the peak</source>
        <translation>pico %1, média %2 na semana (%3); prompts %4 / %5 tokens (média / p95), saídas %6 / %7; folga de crescimento %8 sobre o pico</translation>
    </message>
    <message>
        <source>finish within %1 h</source>
        <translation>concluir em %1 h</translation>
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
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1 × %2 in %3 (%4, %n replica(s) at batch %5)</source>
        <translation>
            <numerusform>Recomendado: %1 × %2 em %3 (%4, %n réplica com lote %5)</numerusform>
            <numerusform>Recomendado: %1 × %2 em %3 (%4, %n réplicas com lote %5)</numerusform>
        </translation>
    </message>
    <message>
        <source>Recommended: %1 × %2 in %3 (%4, data parallel %5)</source>
        <translation>Recomendado: %1 × %2 em %3 (%4, paralelismo de dados %5)</translation>
    </message>
    <message>
        <source>, %1/month on demand</source>
        <translation>, %1/mês sob demanda</translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <source>  %1 TPOT %2 (90 %: %3 – %4), %1 TTFT %5 (%6 of it waiting) at the grown peak; %7 of capacity used at the peak</source>
        <translation>  %1 TPOT %2 (90 %: %3 – %4), %1 TTFT %5 (%6 dele em espera) no pico futuro; %7 da capacidade usada no pico</translation>
    </message>
    <message numerus="yes">
        <source>  median TPOT %1, median TTFT %2: simulated with Poisson arrivals at %3 per replica (%4 over %n replica(s)), %5 tokens per step, at most %6 sequences, as estimate --rate reports</source>
        <translation>
            <numerusform>  TPOT mediano %1, TTFT mediano %2: simulados com chegadas de Poisson a %3 por réplica (%4 em %n réplica), %5 tokens por passo, no máximo %6 sequências, como informa estimate --rate</numerusform>
            <numerusform>  TPOT mediano %1, TTFT mediano %2: simulados com chegadas de Poisson a %3 por réplica (%4 em %n réplicas), %5 tokens por passo, no máximo %6 sequências, como informa estimate --rate</numerusform>
        </translation>
    </message>
    <message>
        <source>compute</source>
        <translation>computação</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>memória</translation>
    </message>
    <message>
        <source>  Memory per GPU %1 of %2 usable at batch %3 (weights %4, KV %5); decode is %6-bound, crossover at batch %7</source>
        <translation>  Memória por GPU %1 de %2 utilizáveis com lote %3 (pesos %4, KV %5); a decodificação é limitada por %6, transição no lote %7</translation>
    </message>
    <message>
        <source>  Memory per GPU %1 of %2 usable at batch %3 (weights %4, KV %5); decode is %6-bound, KV reads keep it memory-bound at every batch</source>
        <translation>  Memória por GPU %1 de %2 utilizáveis com lote %3 (pesos %4, KV %5); a decodificação é limitada por %6, as leituras de KV a mantêm limitada por memória em todo lote</translation>
    </message>
    <message>
        <source>  Run time %1 h (90 %: %2 – %3 h), MFU %4, memory per GPU %5 of %6</source>
        <translation>  Duração %1 h (90 %: %2 – %3 h), MFU %4, memória por GPU %5 de %6</translation>
    </message>
    <message>
        <source>  Price: %1/GPU-hour, %2</source>
        <translation>  Preço: %1/GPU-hora, %2</translation>
    </message>
    <message>
        <source>  Price: %1/GPU-hour, %2; thin evidence: %3</source>
        <translation>  Preço: %1/GPU-hora, %2; evidência fraca: %3</translation>
    </message>
    <message>
        <source>  ok: %1</source>
        <translation>  ok: %1</translation>
    </message>
    <message>
        <source>  check: %1</source>
        <translation>  verificar: %1</translation>
    </message>
    <message>
        <source>  note: %1</source>
        <translation>  nota: %1</translation>
    </message>
    <message>
        <source> (%1 of them folded: over %2x the GPUs of their GPU's cheapest layout)</source>
        <translation> (%1 delas agrupadas: mais de %2x as GPUs do layout mais barato da sua GPU)</translation>
    </message>
    <message>
        <source>Evaluated  %1 configurations: %2 meet the target%3, %4 rejected</source>
        <translation>Avaliado   %1 configurações: %2 atingem a meta%3, %4 rejeitadas</translation>
    </message>
    <message>
        <source>Scenario   %1 — %2, %3 on %4</source>
        <translation>Cenário    %1 — %2, %3 em %4</translation>
    </message>
    <message>
        <source>Scenario   %1 — %2, %3</source>
        <translation>Cenário    %1 — %2, %3</translation>
    </message>
    <message>
        <source>Demand     %1</source>
        <translation>Demanda    %1</translation>
    </message>
    <message>
        <source>Note       %1</source>
        <translation>Nota       %1</translation>
    </message>
    <message>
        <source>Target     %1</source>
        <translation>Meta       %1</translation>
    </message>
    <message>
        <source>well-evidenced prices only (a thin one leaves its GPU unpriced, ranked last)</source>
        <translation>apenas preços bem fundamentados (um fraco deixa a GPU sem preço, classificada por último)</translation>
    </message>
    <message>
        <source>Prices     %1</source>
        <translation>Preços     %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>targets met at the pessimistic end of the 90 % band</source>
        <translation>metas atingidas no extremo pessimista da faixa de 90 %</translation>
    </message>
    <message numerus="yes">
        <source>at least %n replica(s)</source>
        <translation>
            <numerusform>pelo menos %n réplica</numerusform>
            <numerusform>pelo menos %n réplicas</numerusform>
        </translation>
    </message>
    <message>
        <source>Sizing     %1</source>
        <translation>Dimension. %1</translation>
    </message>
    <message>
        <source>E thin price evidence (fewer than %1 providers, marketplace quotes only, or the newest quote over %2 months old; --json says which)</source>
        <translation>E evidência de preço fraca (menos de %1 provedores, só cotações de marketplace, ou a cotação mais recente com mais de %2 meses; --json diz qual)</translation>
    </message>
    <message>
        <source>Run cost: on-demand cost of the whole run; $/M tok: per million training tokens.</source>
        <translation>Custo da execução: custo sob demanda da execução inteira; $/M tok: por milhão de tokens de treinamento.</translation>
    </message>
    <message>
        <source>Flags: B a system-balance check failed, %1; ~ after the precision: no training measurements for the GPU family (borrowed matmul efficiency, wider band)</source>
        <translation>Indicadores: B uma verificação de equilíbrio do sistema falhou, %1; ~ após a precisão: sem medições de treinamento para a família de GPU (eficiência das multiplicações de matrizes emprestada, faixa mais larga)</translation>
    </message>
    <message>
        <source>Util: share of capacity the peak uses (latencies are at the grown peak). $/M out tok: on-demand cost per million output tokens, the fleet sized for the peak running around the clock, at the mean load.</source>
        <translation>Util.: fração da capacidade usada no pico (latências no pico futuro). $/M tok saída: custo sob demanda por milhão de tokens de saída, a frota dimensionada para o pico rodando 24 horas por dia, na carga média.</translation>
    </message>
    <message>
        <source>Flags: P Pareto frontier (tokens/s per GPU vs per user), O over-provisioned (little load on more than one replica), U under-provisioned (over 90 % load at the grown demand), B a system-balance check failed, %1; ~ after the precision: uncalibrated efficiency (wider band)</source>
        <translation>Indicadores: P fronteira de Pareto (tokens/s por GPU vs por usuário), O superdimensionado (pouca carga em mais de uma réplica), U subdimensionado (mais de 90 % de carga na demanda futura), B uma verificação de equilíbrio do sistema falhou, %1; ~ após a precisão: eficiência não calibrada (faixa mais larga)</translation>
    </message>
    <message>
        <source>     … %1 more (--top N, or --json for all)</source>
        <translation>     … mais %1 (--top N, ou --json para todos)</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>Runner-up: %1 on %2</source>
        <translation>Segundo lugar: %1 em %2</translation>
    </message>
    <message>
        <source>Runner-up: %1 on %2, %3/month</source>
        <translation>Segundo lugar: %1 em %2, %3/mês</translation>
    </message>
    <message>
        <source>Runner-up: %1 on %2, %3 for the run</source>
        <translation>Segundo lugar: %1 em %2, %3 pela execução</translation>
    </message>
    <message>
        <source>  Not native, so not tried (allow_non_native to try them emulated): %1</source>
        <translation>  Não nativo, portanto não testado (allow_non_native para testá-los emulados): %1</translation>
    </message>
    <message>
        <source>  GeForce, not offered (%1; allow_geforce to include them): %2</source>
        <translation>  GeForce, não oferecidas (%1; allow_geforce para incluí-las): %2</translation>
    </message>
    <message>
        <source>Rejected (closest first):</source>
        <translation>Rejeitadas (as mais próximas primeiro):</translation>
    </message>
    <message>
        <source>Rejected (GPU and precision pairs with no feasible layout, closest layout first; --all for every layout):</source>
        <translation>Rejeitadas (pares de GPU e precisão sem layout viável, o layout mais próximo primeiro; --all para todos):</translation>
    </message>
    <message>
        <source>Nothing meets the target within the limits. Closest: %1</source>
        <translation>Nada atinge a meta dentro dos limites. Mais próximo: %1</translation>
    </message>
    <message>
        <source>Deployment %1 of %2: %3 x %4 on %5: %6</source>
        <translation>Implantação %1 de %2: %3 x %4 em %5: %6</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>%n host</numerusform>
            <numerusform>%n hosts</numerusform>
        </translation>
    </message>
    <message>
        <source>  Observed %1 to %2 (%3), %4 GPU-h</source>
        <translation>  Observado de %1 a %2 (%3), %4 GPU-h</translation>
    </message>
    <message>
        <source>  %1; %2 in the data, %3 GPU-h missing</source>
        <translation>  %1; %2 nos dados, %3 GPU-h ausentes</translation>
    </message>
    <message>
        <source>A sample every %1 s (median)</source>
        <translation>Uma amostra a cada %1 s (mediana)</translation>
    </message>
    <message>
        <source>Sample interval unknown (one sample per GPU)</source>
        <translation>Intervalo de amostragem desconhecido (uma amostra por GPU)</translation>
    </message>
    <message numerus="yes">
        <source>%n gap(s)</source>
        <translation>
            <numerusform>%n lacuna</numerusform>
            <numerusform>%n lacunas</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistic (pooled over the GPUs)</source>
        <translation>Estatística (agregada nas GPUs)</translation>
    </message>
    <message>
        <source>     mean      p50      p95      p99      max  unit   samples</source>
        <translation>    média      p50      p95      p99     máx.  unid.  amostras</translation>
    </message>
    <message>
        <source>GPU utilization (kernel time)</source>
        <translation>Utilização da GPU (tempo de kernels)</translation>
    </message>
    <message>
        <source>Memory used per GPU</source>
        <translation>Memória usada por GPU</translation>
    </message>
    <message>
        <source>Memory used, of %1%2</source>
        <translation>Memória usada, de %1%2</translation>
    </message>
    <message>
        <source> (catalog)</source>
        <translation> (catálogo)</translation>
    </message>
    <message>
        <source>Memory busy (utilization.memory)</source>
        <translation>Memória ocupada (utilization.memory)</translation>
    </message>
    <message>
        <source>SM active</source>
        <translation>SM ativos</translation>
    </message>
    <message>
        <source>SM occupancy</source>
        <translation>Ocupação dos SM</translation>
    </message>
    <message>
        <source>Tensor pipe active</source>
        <translation>Pipe de tensor ativo</translation>
    </message>
    <message>
        <source>DRAM active</source>
        <translation>DRAM ativa</translation>
    </message>
    <message>
        <source>Power per GPU</source>
        <translation>Potência por GPU</translation>
    </message>
    <message>
        <source>PCIe host to device</source>
        <translation>PCIe host para dispositivo</translation>
    </message>
    <message>
        <source>PCIe device to host</source>
        <translation>PCIe dispositivo para host</translation>
    </message>
    <message>
        <source>  Saturated (&gt;= 90 % busy): %1 of the utilization samples</source>
        <translation>  Saturado (&gt;= 90 % ocupado): %1 das amostras de utilização</translation>
    </message>
    <message numerus="yes">
        <source>%n period(s)</source>
        <translation>
            <numerusform>%n período</numerusform>
            <numerusform>%n períodos</numerusform>
        </translation>
    </message>
    <message>
        <source>; longest %1 (%2 GPU %3 from %4)</source>
        <translation>; o mais longo %1 (%2 GPU %3 a partir de %4)</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>   Samples   Util p95   Memory peak   Power mean</source>
        <translation>   Amostras  Util p95   Pico memória  Potênc. média</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>Veredicto: %1</translation>
    </message>
    <message>
        <source>  Caveats:</source>
        <translation>  Ressalvas:</translation>
    </message>
    <message>
        <source>  $/month at %1 h; price of %2: %3</source>
        <translation>  $/mês a %1 h; preço de %2: %3</translation>
    </message>
    <message>
        <source>Telemetry: %1 (%2)</source>
        <translation>Telemetria: %1 (%2)</translation>
    </message>
    <message>
        <source>Skipped lines: %1 (listed on standard error)</source>
        <translation>Linhas ignoradas: %1 (listadas na saída de erro)</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Notas:</translation>
    </message>
    <message>
        <source>Demand today: %1 training run a month of %2 h on %3; growth %4/year</source>
        <translation>Demanda hoje: %1 execução de treinamento por mês de %2 h em %3; crescimento %4/ano</translation>
    </message>
    <message>
        <source>Demand today: %1 training runs a month of %2 h on %3; growth %4/year</source>
        <translation>Demanda hoje: %1 execuções de treinamento por mês de %2 h em %3; crescimento %4/ano</translation>
    </message>
    <message>
        <source>Demand today: peak %1, mean %2 (%3); growth %4/year</source>
        <translation>Demanda hoje: pico %1, média %2 (%3); crescimento %4/ano</translation>
    </message>
    <message>
        <source>Replica capacity: %1 at saturation, %2 within the TTFT target; </source>
        <translation>Capacidade da réplica: %1 na saturação, %2 dentro da meta de TTFT; </translation>
    </message>
    <message>
        <source>cloud autoscaled today from %1 to %2 replicas (minimum %3, scale-up delay %4 min)</source>
        <translation>nuvem escalonada automaticamente hoje de %1 a %2 réplicas (mínimo %3, atraso de escalonamento %4 min)</translation>
    </message>
    <message>
        <source>no autoscaling: on-demand and spot run the peak fleet around the clock</source>
        <translation>sem escalonamento automático: sob demanda e spot rodam a frota de pico 24 horas por dia</translation>
    </message>
    <message>
        <source>Configuration: %1 (plan rank %2 of %3)</source>
        <translation>Configuração: %1 (posição %2 de %3 no plano)</translation>
    </message>
    <message>
        <source>Totals are undiscounted cash over the horizon, resale value credited in the last month; the band is the total at the ends of the throughput's 90 % band; GPUs is the largest monthly average paid for.</source>
        <translation>Os totais são caixa não descontado no horizonte, com o valor de revenda creditado no último mês; a faixa é o total nos extremos da faixa de 90 % da vazão; GPUs é a maior média mensal paga.</translation>
    </message>
    <message>
        <source>$/M tok: cost over the output tokens the profile's demand asks for. On-demand without autoscaling is the plan's fleet sized for the peak, at the mean load: in month 1 without growth it costs what the plan's $/M out tok says. Autoscaled cloud follows the demand hour by hour, a different strategy that can cost less.</source>
        <translation>$/M tok: custo sobre os tokens de saída que a demanda do perfil pede. Sob demanda sem escalonamento automático é a frota do plano dimensionada para o pico, na carga média: no mês 1 sem crescimento custa o que o $/M tok saída do plano diz. A nuvem com escalonamento automático segue a demanda hora a hora, uma estratégia diferente que pode custar menos.</translation>
    </message>
    <message>
        <source>On-prem breaks even with the best cloud option (%1) in month %2.</source>
        <translation>On-premises atinge o ponto de equilíbrio com a melhor opção de nuvem (%1) no mês %2.</translation>
    </message>
    <message>
        <source>Nothing to recommend: no option can be priced for this configuration (see the reasons above).</source>
        <translation>Nada a recomendar: nenhuma opção pode ser precificada para esta configuração (veja os motivos acima).</translation>
    </message>
    <message>
        <source>Note: cost.hours_per_month (%1 h) sets the plan's monthly cost; the TCO runs the weekly profile over calendar months (730 h).</source>
        <translation>Nota: cost.hours_per_month (%1 h) define o custo mensal do plano; o TCO aplica o perfil semanal a meses de calendário (730 h).</translation>
    </message>
    <message>
        <source>SLA risk (%1): %2 h a month while new replicas start (%3 of requests arrive then).</source>
        <translation>Risco de SLA (%1): %2 h por mês enquanto novas réplicas iniciam (%3 das requisições chegam nesse período).</translation>
    </message>
    <message>
        <source>Note (%1): %2</source>
        <translation>Nota (%1): %2</translation>
    </message>
    <message>
        <source>Most sensitive inputs (%1 total, each input -20 % / +20 %):</source>
        <translation>Entradas mais sensíveis (total de %1, cada entrada -20 % / +20 %):</translation>
    </message>
    <message>
        <source>   swing %1</source>
        <translation>   variação %1</translation>
    </message>
    <message>
        <source>Assumptions (value, source):</source>
        <translation>Premissas (valor, fonte):</translation>
    </message>
    <message>
        <source>  Idle (&lt; 5 % busy for 5 min or more): %1, %2 GPU-h, %3 of the observed time</source>
        <translation>  Ocioso (&lt; 5 % ocupado por 5 min ou mais): %1, %2 GPU-h, %3 do tempo observado</translation>
    </message>
    <message>
        <source>Candidates that carry the measured load (memory: peaks + %1 headroom; %2 busy at the p95 load), cheapest first:</source>
        <translation>Candidatos que suportam a carga medida (memória: picos + %1 de folga; %2 de ocupação na carga p95), o mais barato primeiro:</translation>
    </message>
    <message>
        <source>Prefix caching</source>
        <translation>Cache de prefixo</translation>
    </message>
    <message>
        <source>%1 tokens shared, found cached by %2 of requests: %3 tokens of each prompt's prefill skipped on average</source>
        <translation>%1 tokens compartilhados, encontrados em cache por %2 das requisições: %3 tokens do preenchimento de cada prompt evitados em média</translation>
    </message>
    <message>
        <source>draft model %1</source>
        <translation>modelo rascunho %1</translation>
    </message>
    <message>
        <source>MTP/EAGLE head</source>
        <translation>cabeça MTP/EAGLE</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>Decodificação especulativa</translation>
    </message>
    <message>
        <source>%1, %2 proposals a step, each accepted at %3: %4 tokens a step</source>
        <translation>%1, %2 propostas por passo, cada uma aceita a %3: %4 tokens por passo</translation>
    </message>
    <message>
        <source>%1 x %2 %3, TP %4; %5 of %6 per GPU</source>
        <translation>%1 x %2 %3, TP %4; %5 de %6 por GPU</translation>
    </message>
    <message>
        <source>Prefill workers</source>
        <translation>Workers de preenchimento</translation>
    </message>
    <message>
        <source>Decode workers</source>
        <translation>Workers de decodificação</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Carga</translation>
    </message>
    <message>
        <source>closed loop, %1 clients in all</source>
        <translation>malha fechada, %1 clientes no total</translation>
    </message>
    <message>
        <source>Poisson arrivals, %1 in all</source>
        <translation>chegadas de Poisson, %1 no total</translation>
    </message>
    <message>
        <source>KV transfer</source>
        <translation>Transferência de KV</translation>
    </message>
    <message>
        <source>%1 a request over %2 at %3: %4</source>
        <translation>%1 por requisição via %2 a %3: %4</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>Preenchimento</translation>
    </message>
    <message>
        <source>%1 alone, %2 a prompt batched; %3 busy, %4 queue</source>
        <translation>%1 sozinho, %2 por prompt em lote; %3 ocupado, %4 de fila</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>Decodificação</translation>
    </message>
    <message>
        <source>%1 sequences per worker (at most %2)</source>
        <translation>%1 sequências por worker (no máximo %2)</translation>
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
        <translation>Vazão</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>nota: %1</translation>
    </message>
    <message>
        <source>%1, %2 output; %3 per GPU over %4</source>
        <translation>%1, %2 de saída; %3 por GPU em %4</translation>
    </message>
    <message>
        <source>speculative decoding with %1, %2 proposals a step at %3 acceptance (%4 tokens a step)</source>
        <translation>decodificação especulativa com %1, %2 propostas por passo a %3 de aceitação (%4 tokens por passo)</translation>
    </message>
    <message>
        <source>the model's MTP/EAGLE head</source>
        <translation>a cabeça MTP/EAGLE do modelo</translation>
    </message>
    <message>
        <source>prefix caching of a %1-token shared prefix, found by %2 of requests</source>
        <translation>cache de um prefixo compartilhado de %1 tokens, encontrado por %2 das requisições</translation>
    </message>
    <message>
        <source>Serving    %1</source>
        <translation>Serviço    %1</translation>
    </message>
    <message numerus="yes">
        <source>Disaggregated serving (%n split(s) estimated)</source>
        <translation>
            <numerusform>Serviço desagregado (%n divisão estimada)</numerusform>
            <numerusform>Serviço desagregado (%n divisões estimadas)</numerusform>
        </translation>
    </message>
    <message>
        <source>  KV transfer %1 a request over %2; prefill %3 busy; %4 sequences per decode worker</source>
        <translation>  transferência de KV de %1 por requisição via %2; preenchimento %3 ocupado; %4 sequências por worker de decodificação</translation>
    </message>
    <message>
        <source>%1 less</source>
        <translation>%1 a menos</translation>
    </message>
    <message>
        <source>%1 more</source>
        <translation>%1 a mais</translation>
    </message>
    <message>
        <source>Against plan rank 1 (%1):</source>
        <translation>Contra o 1º lugar do plano (%1):</translation>
    </message>
    <message>
        <source>  recommended: the split's %1 at %2 NPV against rank 1's %3 at %4: %5</source>
        <translation>  recomendado: %1 da divisão com VPL %2 contra %3 do 1º lugar com VPL %4: %5</translation>
    </message>
    <message>
        <source>  on-demand: %1 NPV against %2: %3</source>
        <translation>  sob demanda: VPL %1 contra %2: %3</translation>
    </message>
    <message>
        <source>/GPU-hour</source>
        <translation>/GPU-hora</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>sem preço</translation>
    </message>
    <message>
        <source>The inputs listed below are the decode pool's; each pool is costed with its own GPU's prices, server price and power, and the options are their sums.</source>
        <translation>As entradas listadas abaixo são as do pool de decodificação; cada pool é custeado com os preços, o preço de servidor e a potência da sua própria GPU, e as opções são as suas somas.</translation>
    </message>
    <message>
        <source>Configuration: %1 (the planner's disaggregated split; plan rank 1 of %2 is the aggregated one)</source>
        <translation>Configuração: %1 (a divisão desagregada do planejador; o 1º lugar de %2 do plano é a agregada)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n worker(s) at the plan (%2); one carries %3 within the SLA, %4 at saturation; on-demand %5 (%6); autoscaled today from %7 to %8 workers</source>
        <translation>
            <numerusform>%1: %n worker no plano (%2); um atende %3 dentro do SLA, %4 na saturação; sob demanda %5 (%6); autoescalado hoje de %7 a %8 workers</numerusform>
            <numerusform>%1: %n workers no plano (%2); um atende %3 dentro do SLA, %4 na saturação; sob demanda %5 (%6); autoescalado hoje de %7 a %8 workers</numerusform>
        </translation>
    </message>
    <message>
        <source>Prefill pool</source>
        <translation>Pool de preenchimento</translation>
    </message>
    <message>
        <source>Decode pool</source>
        <translation>Pool de decodificação</translation>
    </message>
    <message>
        <source>no comparison (a zero NPV)</source>
        <translation>sem comparação (VPL zero)</translation>
    </message>
    <message>
        <source>Configuration: %1 (the planner's disaggregated split; no aggregated layout meets the SLA)</source>
        <translation>Configuração: %1 (a divisão desagregada do planejador; nenhum layout agregado atende ao SLA)</translation>
    </message>
    <message>
        <source>catalog quotes from %1, region %2 (USD)</source>
        <translation>cotações do catálogo de %1, região: %2 (USD)</translation>
    </message>
    <message>
        <source>%1 GPU-hours per million tokens</source>
        <translation>%1 GPU-horas por milhão de tokens</translation>
    </message>
    <message>
        <source>No price for %1 on %2: %3 (set cost.gpu_hour_usd.%4)</source>
        <translation>Sem preço para %1 em %2: %3 (defina cost.gpu_hour_usd.%4)</translation>
    </message>
    <message>
        <source>Not ranked for lack of a price: %1 on %2 (%3) would beat the recommendation below %4/GPU-hour (set cost.gpu_hour_usd.%5)</source>
        <translation>Sem classificação por falta de preço: %1 em %2 (%3) superaria a recomendação abaixo de %4/GPU-hora (defina cost.gpu_hour_usd.%5)</translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) (largest that fits: %1)</source>
        <translation>
            <numerusform>%n sequência (o maior número que cabe: %1)</numerusform>
            <numerusform>%n sequências (o maior número que cabe: %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>TCO: %1 over %n month(s) (discount rate %2/year)</source>
        <translation>
            <numerusform>TCO: %1 em %n mês (taxa de desconto %2/ano)</numerusform>
            <numerusform>TCO: %1 em %n meses (taxa de desconto %2/ano)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On-prem does not break even with the best cloud option (%1) within %n month(s).</source>
        <translation>
            <numerusform>On-premises não atinge o ponto de equilíbrio com a melhor opção de nuvem (%1) em %n mês.</numerusform>
            <numerusform>On-premises não atinge o ponto de equilíbrio com a melhor opção de nuvem (%1) em %n meses.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommendation: %1, the %2 (%3; %4 per month on average, %5 over %n month(s)).</source>
        <translation>
            <numerusform>Recomendação: %1, %2 (%3; %4 por mês em média, %5 em %n mês).</numerusform>
            <numerusform>Recomendação: %1, %2 (%3; %4 por mês em média, %5 em %n meses).</numerusform>
        </translation>
    </message>
    <message>
        <source>  one GPU's step</source>
        <translation>  passo de uma GPU</translation>
    </message>
    <message>
        <source>matmuls %1, non-matmul work %2, tensor-parallel all-reduces %3, pipeline bubble %4</source>
        <translation>multiplicações de matrizes %1, trabalho fora das multiplicações %2, all-reduces do paralelismo de tensor %3, bolha de pipeline %4</translation>
    </message>
    <message>
        <source>%1: matmuls at %2 of peak, non-matmul work %3 B per hidden unit, token and layer</source>
        <translation>%1: multiplicações de matrizes a %2 do pico, trabalho fora das multiplicações %3 B por unidade oculta, token e camada</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>%1 of the %3 dense peak (pipeline bubble %2)</source>
        <translation>%1 do pico denso em %3 (bolha de pipeline %2)</translation>
    </message>
    <message>
        <source>  expert all-to-alls</source>
        <translation>  all-to-alls dos especialistas</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>not validated on measurements of %1 (factors from %2 runs of other %3 GPUs with %4)</source>
        <translation>não validado em medições de %1 (fatores de %2 medições de outras GPUs %3 com %4)</translation>
    </message>
    <message>
        <source>not validated on measurements of %1 with %2 (%3 runs of %4 GPUs with %2 in the calibration)</source>
        <translation>não validado em medições de %1 com %2 (%3 medições de GPUs %4 com %2 na calibração)</translation>
    </message>
    <message>
        <source>concurrency %1 exceeds the engine's cap of %2 running sequences: the rest wait in its queue</source>
        <translation>a concorrência %1 excede o limite do motor de %2 sequências em execução: as demais esperam na fila</translation>
    </message>
    <message>
        <source>not even one sequence of the requested length fits: memory and times are shown for one sequence</source>
        <translation>nem uma sequência do comprimento pedido cabe: memória e tempos são mostrados para uma sequência</translation>
    </message>
    <message>
        <source>saturated: %1 requests/s exceed what the deployment serves (about %2 requests/s); the queue grows without bound and the latencies shown grow with the length of the run</source>
        <translation>saturado: %1 requisições/s excedem o que a implantação atende (cerca de %2 requisições/s); a fila cresce sem limite e as latências mostradas crescem com a duração da execução</translation>
    </message>
    <message>
        <source>diffusion FLOPs per step approximated as 2 x denoiser parameters x latent tokens; activations not modelled</source>
        <translation>FLOPs de difusão por passo aproximados como 2 × parâmetros do denoiser × tokens latentes; ativações não modeladas</translation>
    </message>
    <message>
        <source>fits with --zero %1 (%2 of %3 GiB: gradients sharded over the %4 data-parallel GPUs, as FSDP runs keep them)</source>
        <translation>cabe com --zero %1 (%2 de %3 GiB: gradientes fragmentados entre as %4 GPUs de paralelismo de dados, como execuções FSDP os mantêm)</translation>
    </message>
    <message>
        <source>fits with --zero %1 (%2 of %3 GiB: weights, gradients and optimizer states sharded over the %4 data-parallel GPUs (FSDP))</source>
        <translation>cabe com --zero %1 (%2 de %3 GiB: pesos, gradientes e estados do otimizador fragmentados entre as %4 GPUs de paralelismo de dados (FSDP))</translation>
    </message>
    <message>
        <source>fits with --recompute full (%1 of %2 GiB: each layer's activations recomputed in the backward pass, about a third more compute)</source>
        <translation>cabe com --recompute full (%1 de %2 GiB: ativações de cada camada recalculadas na retropropagação, cerca de um terço a mais de computação)</translation>
    </message>
    <message>
        <source>context parallelism: the ring exchange of keys and values between the %1 GPUs of a sequence is not in the step time (it overlaps with attention while each GPU holds enough tokens)</source>
        <translation>paralelismo de contexto: a troca em anel de chaves e valores entre as %1 GPUs de uma sequência não está no tempo do passo (ela se sobrepõe à atenção enquanto cada GPU tiver tokens suficientes)</translation>
    </message>
    <message>
        <source>QLoRA dequantizes the 4-bit base on every pass; that overhead is not in the step time</source>
        <translation>o QLoRA desquantiza a base de 4 bits a cada passada; essa sobrecarga não está no tempo do passo</translation>
    </message>
    <message>
        <source>tp = %1 spans more than the %2-GPU %3 domain of %4: tensor-parallel all-reduces cross the network</source>
        <translation>tp = %1 ultrapassa o domínio %3 de %2 GPUs de %4: os all-reduces do paralelismo de tensor atravessam a rede</translation>
    </message>
    <message>
        <source>%1 is weight-only: dequantized to %2 for the matmuls</source>
        <translation>%1 é só de pesos: desquantizado para %2 nas multiplicações de matrizes</translation>
    </message>
    <message>
        <source>%1 is not native on %2: weights dequantized, matmuls run in %3</source>
        <translation>%1 não é nativo em %2: pesos desquantizados, multiplicações de matrizes em %3</translation>
    </message>
    <message>
        <source>%1 lists no usable compute throughput</source>
        <translation>%1 não informa vazão de computação utilizável</translation>
    </message>
    <message>
        <source>GeForce driver licence: not licensed for datacenter deployment</source>
        <translation>licença do driver GeForce: não licenciado para implantação em datacenter</translation>
    </message>
    <message>
        <source>precision not supported: %1 lists no throughput usable for %2</source>
        <translation>precisão não suportada: %1 não informa vazão utilizável para %2</translation>
    </message>
    <message>
        <source>precision not native: %1 (allow_non_native to accept)</source>
        <translation>precisão não nativa: %1 (allow_non_native para aceitar)</translation>
    </message>
    <message>
        <source>%1 (included because the scenario sets allow_geforce)</source>
        <translation>%1 (incluído porque o cenário define allow_geforce)</translation>
    </message>
    <message>
        <source>no calibration rows for %1/%2: using %3 with a wider band</source>
        <translation>sem linhas de calibração para %1/%2: usando %3 com uma faixa mais larga</translation>
    </message>
    <message>
        <source>%1: wider band</source>
        <translation>%1: faixa mais larga</translation>
    </message>
    <message>
        <source>not offered: %1 (allow_geforce to include it, with this caveat)</source>
        <translation>não oferecido: %1 (allow_geforce para incluí-lo, com esta ressalva)</translation>
    </message>
    <message>
        <source>%1 more layout of this GPU also meets the targets with over %2x its %3 GPU: not ranked</source>
        <translation>mais %1 layout desta GPU também atende às metas com mais de %2x sua %3 GPU: sem posição</translation>
    </message>
    <message>
        <source>%1 more layout of this GPU also meets the targets with over %2x its %3 GPUs: not ranked</source>
        <translation>mais %1 layout desta GPU também atende às metas com mais de %2x suas %3 GPUs: sem posição</translation>
    </message>
    <message>
        <source>%1 more layouts of this GPU also meet the targets with over %2x its %3 GPU: not ranked</source>
        <translation>mais %1 layouts desta GPU também atendem às metas com mais de %2x sua %3 GPU: sem posição</translation>
    </message>
    <message>
        <source>%1 more layouts of this GPU also meet the targets with over %2x its %3 GPUs: not ranked</source>
        <translation>mais %1 layouts desta GPU também atendem às metas com mais de %2x suas %3 GPUs: sem posição</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>PCIe peer-to-peer</source>
        <translation>PCIe ponto a ponto</translation>
    </message>
    <message>
        <source>the network</source>
        <translation>a rede</translation>
    </message>
    <message>
        <source>TP %1 over %2: transfers take %3 of each decode step</source>
        <translation>TP %1 via %2: as transferências levam %3 de cada passo de decodificação</translation>
    </message>
    <message>
        <source>TP %1 over %2: transfers take %3 of each decode step (over %4; a GPU with a faster scale-up link or a smaller TP would do better)</source>
        <translation>TP %1 via %2: as transferências levam %3 de cada passo de decodificação (acima de %4; uma GPU com link scale-up mais rápido ou um TP menor faria melhor)</translation>
    </message>
    <message>
        <source>loading %1 of weights per GPU over PCIe Gen%2 takes at least %3 (a replica's cold start; storage is often slower)</source>
        <translation>carregar %1 de pesos por GPU via PCIe Gen%2 leva pelo menos %3 (partida a frio de uma réplica; o armazenamento costuma ser mais lento)</translation>
    </message>
    <message>
        <source>each replica spans %1 nodes: pipeline stages pass activations over the network</source>
        <translation>cada réplica ocupa %1 nós: os estágios do pipeline passam ativações pela rede</translation>
    </message>
    <message>
        <source>minimum deployment: the scenario asks for at least %1 replicas (limits.min_replicas); they run at %2 of capacity today</source>
        <translation>implantação mínima: o cenário pede pelo menos %1 réplicas (limits.min_replicas); elas rodam a %2 da capacidade hoje</translation>
    </message>
    <message>
        <source>over-provisioned: %1 replicas run at %2 of capacity today</source>
        <translation>superdimensionado: %1 réplicas rodam a %2 da capacidade hoje</translation>
    </message>
    <message>
        <source>over-provisioned: %1 replicas run at %2 of capacity today; the latency target, not the load, sets the count</source>
        <translation>superdimensionado: %1 réplicas rodam a %2 da capacidade hoje; a meta de latência, não a carga, define a quantidade</translation>
    </message>
    <message>
        <source>minimum deployment: one replica runs at %1 of capacity today (no smaller layout meets the target)</source>
        <translation>implantação mínima: uma réplica roda a %1 da capacidade hoje (nenhum layout menor atende à meta)</translation>
    </message>
    <message>
        <source>memory mostly idle: %1 of %2 per GPU in use at today's load</source>
        <translation>memória quase ociosa: %1 de %2 por GPU em uso na carga atual</translation>
    </message>
    <message>
        <source>sized to the pessimistic end of the 90 % band (sla.size_to_pessimistic): %1 TPOT up to %2, %1 TTFT up to %3</source>
        <translation>dimensionado para o extremo pessimista da faixa de 90 % (sla.size_to_pessimistic): TPOT %1 até %2, TTFT %1 até %3</translation>
    </message>
    <message>
        <source>uncertainty: the pessimistic end of the %1 TPOT band (%2) misses the %3 target</source>
        <translation>incerteza: o extremo pessimista da faixa de TPOT %1 (%2) não atinge a meta de %3</translation>
    </message>
    <message>
        <source>uncertainty: the pessimistic end of the %1 TTFT band (%2) misses the %3 target</source>
        <translation>incerteza: o extremo pessimista da faixa de TTFT %1 (%2) não atinge a meta de %3</translation>
    </message>
    <message>
        <source>under-provisioned: %1 utilization at the grown demand leaves little room for bursts</source>
        <translation>subdimensionado: %1 de utilização na demanda com crescimento deixa pouca folga para picos</translation>
    </message>
    <message>
        <source>each replica serves about %1 of the %2 requests/s arriving</source>
        <translation>cada réplica atende cerca de %1 das %2 requisições/s que chegam</translation>
    </message>
    <message>
        <source>%1 TTFT %2 (target %3), %1 TPOT %4 (target %5)%6</source>
        <translation>TTFT %1 %2 (meta %3), TPOT %1 %4 (meta %5)%6</translation>
    </message>
    <message>
        <source>%1 TTFT %2 (target %3), %1 TPOT %4%5</source>
        <translation>TTFT %1 %2 (meta %3), TPOT %1 %4%5</translation>
    </message>
    <message>
        <source>%1 TTFT %2, %1 TPOT %3 (target %4)%5</source>
        <translation>TTFT %1 %2, TPOT %1 %3 (meta %4)%5</translation>
    </message>
    <message>
        <source>%1 TTFT %2, %1 TPOT %3%4</source>
        <translation>TTFT %1 %2, TPOT %1 %3%4</translation>
    </message>
    <message>
        <source>at the %1 %2 TPOT target%3 only batch %4 fits (memory holds %5 sequence)</source>
        <translation>com a meta de TPOT %2 de %1%3, só cabe lote %4 (a memória comporta %5 sequência)</translation>
    </message>
    <message>
        <source>at the %1 %2 TPOT target%3 only batch %4 fits (memory holds %5 sequences)</source>
        <translation>com a meta de TPOT %2 de %1%3, só cabe lote %4 (a memória comporta %5 sequências)</translation>
    </message>
    <message>
        <source>memory holds only %1 sequence per replica</source>
        <translation>a memória comporta só %1 sequência por réplica</translation>
    </message>
    <message>
        <source>memory holds only %1 sequences per replica</source>
        <translation>a memória comporta só %1 sequências por réplica</translation>
    </message>
    <message>
        <source>the engine runs at most %1 sequence per replica</source>
        <translation>o motor executa no máximo %1 sequência por réplica</translation>
    </message>
    <message>
        <source>the engine runs at most %1 sequences per replica</source>
        <translation>o motor executa no máximo %1 sequências por réplica</translation>
    </message>
    <message>
        <source>%1, so a replica serves %2 of the %3 requests/s to size for</source>
        <translation>%1, então uma réplica atende %2 das %3 requisições/s a dimensionar</translation>
    </message>
    <message>
        <source>%1 replica</source>
        <translation>%1 réplica</translation>
    </message>
    <message>
        <source>%1 replicas</source>
        <translation>%1 réplicas</translation>
    </message>
    <message>
        <source>%1 GPU</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <source> for the band's pessimistic end (targets / %1)</source>
        <translation> para o extremo pessimista da faixa (metas / %1)</translation>
    </message>
    <message>
        <source>does not fit: needs %1 per GPU for one sequence (mean length), %2 usable (short by %3)</source>
        <translation>não cabe: precisa de %1 por GPU para uma sequência (comprimento médio), %2 utilizáveis (faltam %3)</translation>
    </message>
    <message>
        <source>does not fit: needs %1 per GPU for one sequence (p95 length), %2 usable (short by %3)</source>
        <translation>não cabe: precisa de %1 por GPU para uma sequência (comprimento p95), %2 utilizáveis (faltam %3)</translation>
    </message>
    <message>
        <source>misses TPOT: %1 is %2 even at batch 1, target %3%4 (+%5)</source>
        <translation>não atinge o TPOT: o %1 é %2 mesmo com lote 1, meta %3%4 (+%5)</translation>
    </message>
    <message>
        <source>misses TTFT: %1 is %2 even with no request waiting (%3-token prompt), target %4%5 (+%6)</source>
        <translation>não atinge o TTFT: o %1 é %2 mesmo sem requisição esperando (prompt de %3 tokens), meta %4%5 (+%6)</translation>
    </message>
    <message>
        <source>limits.min_replicas asks for %1</source>
        <translation>limits.min_replicas pede %1</translation>
    </message>
    <message>
        <source>needs %1 (%2 of %3), limit %4: %5</source>
        <translation>precisa de %1 (%2 de %3), limite %4: %5</translation>
    </message>
    <message>
        <source>misses the %1 targets under load with %2, the most the %3-GPU limit allows: %4</source>
        <translation>não atinge as metas %1 sob carga com %2, o máximo que o limite de %3 GPUs permite: %4</translation>
    </message>
    <message>
        <source>gradient all-reduce over the network takes %1 per step (%2 of the step)</source>
        <translation>o all-reduce de gradientes pela rede leva %1 por passo (%2 do passo)</translation>
    </message>
    <message>
        <source>gradient all-reduce over the network takes %1 per step (%2 of the step): faster NICs, a larger global batch or more TP/PP would help</source>
        <translation>o all-reduce de gradientes pela rede leva %1 por passo (%2 do passo): NICs mais rápidas, um lote global maior ou mais TP/PP ajudariam</translation>
    </message>
    <message>
        <source>training data read: %1 MB/s per node</source>
        <translation>leitura de dados de treino: %1 MB/s por nó</translation>
    </message>
    <message>
        <source>training data read: %1 MB/s per node (more than a typical node's %2 MB/s from shared storage)</source>
        <translation>leitura de dados de treino: %1 MB/s por nó (mais que os %2 MB/s típicos de um nó a partir de armazenamento compartilhado)</translation>
    </message>
    <message>
        <source>misses the deadline: %1 h on %2 GPUs (the most that help within %3), deadline %4 h</source>
        <translation>não cumpre o prazo: %1 h em %2 GPUs (o máximo que ajuda dentro de %3), prazo %4 h</translation>
    </message>
    <message>
        <source>does not fit: needs %1 per GPU at best (%2 GPUs), %3 usable (short by %4)</source>
        <translation>não cabe: precisa no mínimo de %1 por GPU (%2 GPUs), %3 utilizáveis (faltam %4)</translation>
    </message>
    <message>
        <source>needs %1 GPUs for one copy of the model (%2), limits.max_gpus %3</source>
        <translation>precisa de %1 GPUs para uma cópia do modelo (%2), limits.max_gpus %3</translation>
    </message>
    <message>
        <source>no data-parallel degree within %1 GPUs divides the %2 micro-batches of a step</source>
        <translation>nenhum grau de paralelismo de dados dentro de %1 GPUs divide os %2 microlotes de um passo</translation>
    </message>
    <message>
        <source>uncertainty: the pessimistic end of the band (%1 h) misses the %2 h deadline</source>
        <translation>incerteza: o extremo pessimista da faixa (%1 h) não cumpre o prazo de %2 h</translation>
    </message>
    <message>
        <source>over-provisioned: finishes in %1 of the time allowed</source>
        <translation>superdimensionado: termina em %1 do tempo permitido</translation>
    </message>
    <message>
        <source>spot capacity can be reclaimed at short notice: reclaims are not modelled, so spot is never recommended for serving with an SLA</source>
        <translation>a capacidade spot pode ser retomada a qualquer momento: as retomadas não são modeladas, então spot nunca é recomendado para serving com SLA</translation>
    </message>
    <message>
        <source>spot capacity can be reclaimed at short notice: runs need checkpoints, and the restarts are not modelled</source>
        <translation>a capacidade spot pode ser retomada a qualquer momento: as execuções precisam de checkpoints, e os reinícios não são modelados</translation>
    </message>
    <message>
        <source>demand above the reservation bursts to on-demand: %1 GPU-hours over the horizon</source>
        <translation>a demanda acima da reserva vai para sob demanda: %1 GPU-horas no horizonte</translation>
    </message>
    <message>
        <source>includes %1 for the part of the last term that runs past the horizon</source>
        <translation>inclui %1 pela parte do último prazo que passa do horizonte</translation>
    </message>
    <message>
        <source>the loan balance still owed at the end of the horizon (%1) is paid off in the last month</source>
        <translation>o saldo do empréstimo ainda devido no fim do horizonte (%1) é quitado no último mês</translation>
    </message>
    <message>
        <source>resale value at the end of the horizon: %1</source>
        <translation>valor de revenda no fim do horizonte: %1</translation>
    </message>
    <message>
        <source>the fleet grows from %1 to %2 nodes with demand</source>
        <translation>a frota cresce de %1 para %2 nós com a demanda</translation>
    </message>
    <message>
        <source>no on-prem base pays off: all-cloud on-demand is cheapest</source>
        <translation>nenhuma base on-premises compensa: tudo em nuvem sob demanda é o mais barato</translation>
    </message>
    <message>
        <source>on-prem base of %1 node, the lowest NPV of 0..%2 nodes; on-demand bursts above it</source>
        <translation>base on-premises de %1 nó, o menor VPL de 0..%2 nós; acima dela, sob demanda</translation>
    </message>
    <message>
        <source>on-prem base of %1 nodes, the lowest NPV of 0..%2 nodes; on-demand bursts above it</source>
        <translation>base on-premises de %1 nós, o menor VPL de 0..%2 nós; acima dela, sob demanda</translation>
    </message>
    <message>
        <source>pays for up to %1 GPUs in a month, more than limits.max_gpus (%2) allows today</source>
        <translation>paga até %1 GPUs em um mês, mais do que limits.max_gpus (%2) permite hoje</translation>
    </message>
    <message>
        <source>%1x %2, %3, %4, batch %5 per replica</source>
        <translation>%1x %2, %3, %4, lote %5 por réplica</translation>
    </message>
    <message>
        <source>%1x %2, %3, %4, DP%5, %6 h per run</source>
        <translation>%1x %2, %3, %4, DP%5, %6 h por execução</translation>
    </message>
    <message>
        <source>lowest net present value of the options that keep the latency SLA (spot costs less but can be reclaimed)</source>
        <translation>menor VPL entre as opções que mantêm o SLA de latência (spot custa menos, mas pode ser retomado)</translation>
    </message>
    <message>
        <source>lowest net present value</source>
        <translation>menor VPL</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>pesos</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>cache KV</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>ativações</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>gradientes</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>estados do otimizador</translation>
    </message>
    <message>
        <source>runtime overhead</source>
        <translation>overhead do runtime</translation>
    </message>
    <message>
        <source>GPU utilization mean %1, p50 %2, p95 %3; saturated (&gt;= 90 %) %4 of samples</source>
        <translation>utilização da GPU média %1, p50 %2, p95 %3; saturada (&gt;= 90 %) em %4 das amostras</translation>
    </message>
    <message>
        <source>memory used peak %1, p99 %2, mean %3 of %4 per GPU</source>
        <translation>memória usada: pico %1, p99 %2, média %3 de %4 por GPU</translation>
    </message>
    <message>
        <source>memory used peak %1, p99 %2, mean %3 (memory total not reported)</source>
        <translation>memória usada: pico %1, p99 %2, média %3 (memória total não informada)</translation>
    </message>
    <message>
        <source>SM active mean %1</source>
        <translation>SM ativos em média %1</translation>
    </message>
    <message>
        <source>SM occupancy mean %1, p95 %2</source>
        <translation>ocupação dos SM média %1, p95 %2</translation>
    </message>
    <message>
        <source>tensor pipe active mean %1, p95 %2</source>
        <translation>pipe de tensor ativo média %1, p95 %2</translation>
    </message>
    <message>
        <source>DRAM active mean %1, p95 %2</source>
        <translation>DRAM ativa média %1, p95 %2</translation>
    </message>
    <message>
        <source>idle (&lt; 5 % for 5 min or more) %1 of the observed time, in 1 period</source>
        <translation>ocioso (&lt; 5 % por 5 min ou mais) %1 do tempo observado, em 1 período</translation>
    </message>
    <message>
        <source>idle (&lt; 5 % for 5 min or more) %1 of the observed time, in %2 periods</source>
        <translation>ocioso (&lt; 5 % por 5 min ou mais) %1 do tempo observado, em %2 períodos</translation>
    </message>
    <message>
        <source>Under-provisioned: p99 memory %1 of %2 (%3) on %4.</source>
        <translation>Subdimensionado: memória p99 %1 de %2 (%3) em %4.</translation>
    </message>
    <message>
        <source>Under-provisioned: saturated (&gt;= 90 % busy) %1 of the time, p50 utilization %2 on %3.</source>
        <translation>Subdimensionado: saturado (&gt;= 90 % ocupado) %1 do tempo, utilização p50 %2 em %3.</translation>
    </message>
    <message>
        <source>Bottlenecked elsewhere: p95 utilization %1 on %2 while host-to-device PCIe runs at %3 GB/s of %4 GB/s (p95, %5): the GPUs wait on data (PCIe, input pipeline, CPU); more or bigger GPUs will not help.</source>
        <translation>Gargalo em outro lugar: utilização p95 %1 em %2 enquanto o PCIe host para dispositivo roda a %3 GB/s de %4 GB/s (p95, %5): as GPUs esperam por dados (PCIe, pipeline de entrada, CPU); mais GPUs ou GPUs maiores não ajudarão.</translation>
    </message>
    <message>
        <source>Bottlenecked elsewhere: p95 utilization %1 on %2 although demand was saturated: the GPUs wait on data (PCIe, input pipeline, CPU); more or bigger GPUs will not help.</source>
        <translation>Gargalo em outro lugar: utilização p95 %1 em %2 embora a demanda estivesse saturada: as GPUs esperam por dados (PCIe, pipeline de entrada, CPU); mais GPUs ou GPUs maiores não ajudarão.</translation>
    </message>
    <message>
        <source>Over-provisioned: peak memory %1 of %2 and p95 utilization %3, idle %4 of the time, on %5.</source>
        <translation>Superdimensionado: pico de memória %1 de %2 e utilização p95 %3, ocioso %4 do tempo, em %5.</translation>
    </message>
    <message>
        <source>Over-provisioned: peak memory %1 of %2 and p95 utilization %3 on %4.</source>
        <translation>Superdimensionado: pico de memória %1 de %2 e utilização p95 %3 em %4.</translation>
    </message>
    <message>
        <source>Over-provisioned: p95 utilization %1, idle %2 of the time, on %3.</source>
        <translation>Superdimensionado: utilização p95 %1, ocioso %2 do tempo, em %3.</translation>
    </message>
    <message>
        <source>Over-provisioned: p95 utilization %1 on %2.</source>
        <translation>Superdimensionado: utilização p95 %1 em %2.</translation>
    </message>
    <message>
        <source>a saturated GPU hides how much more work was waiting: the candidates carry the measured load, a lower bound of the demand</source>
        <translation>uma GPU saturada esconde quanto trabalho ainda esperava: os candidatos suportam a carga medida, um limite inferior da demanda</translation>
    </message>
    <message>
        <source>Bottlenecked elsewhere: kernels run %1 of the time (p50) but the SMs are active only %2 inside them on %3: small kernels bound by launch or CPU time; batch more, or use CUDA graphs.</source>
        <translation>Gargalo em outro lugar: os kernels rodam %1 do tempo (p50) mas os SM ficam ativos só %2 dentro deles em %3: kernels pequenos limitados por lançamento ou tempo de CPU; agrupe mais em lote, ou use CUDA graphs.</translation>
    </message>
    <message>
        <source>Right-sized: p95 utilization %1, peak memory %2 of capacity on %3.</source>
        <translation>Bem dimensionado: utilização p95 %1, pico de memória %2 da capacidade em %3.</translation>
    </message>
    <message>
        <source>Right-sized: p95 utilization %1 on %2.</source>
        <translation>Bem dimensionado: utilização p95 %1 em %2.</translation>
    </message>
    <message>
        <source>candidates scale the measured p95 busy share by dense 16-bit FLOP/s and memory bandwidth and assume the load spreads evenly over the GPUs; check the chosen one with `rightsizer plan` on the workload's scenario (interconnect and latency are not in telemetry)</source>
        <translation>os candidatos escalam a fração de ocupação p95 medida pelos FLOP/s densos de 16 bits e pela largura de banda de memória e supõem a carga distribuída igualmente entre as GPUs; confira o escolhido com `rightsizer plan` no cenário da carga (interconexão e latência não estão na telemetria)</translation>
    </message>
    <message>
        <source>%1 %2 x %3 would carry the measured load at %4 busy for $%5/h instead of $%6/h.</source>
        <translation>%1 %2 x %3 suportaria a carga medida com %4 de ocupação por $%5/h em vez de $%6/h.</translation>
    </message>
    <message>
        <source>%1 %2 x %3 would carry the measured load at %4 busy for $%5/h instead of $%6/h (%7).</source>
        <translation>%1 %2 x %3 suportaria a carga medida com %4 de ocupação por $%5/h em vez de $%6/h (%7).</translation>
    </message>
    <message>
        <source>Not enough data: %1 utilization or memory samples; at least %2 are needed for a verdict.</source>
        <translation>Dados insuficientes: %1 amostras de utilização ou memória; são necessárias pelo menos %2 para um veredicto.</translation>
    </message>
    <message>
        <source>'%1' is not a catalog GPU: no candidates and no cost (name it with --gpu ID)</source>
        <translation>'%1' não é uma GPU do catálogo: sem candidatos e sem custo (indique-a com --gpu ID)</translation>
    </message>
    <message>
        <source>no memory readings: candidates are sized on utilization alone</source>
        <translation>sem leituras de memória: os candidatos são dimensionados só pela utilização</translation>
    </message>
    <message>
        <source>PCIe host-to-device p95 %1 of the link</source>
        <translation>PCIe host para dispositivo p95 %1 do link</translation>
    </message>
    <message>
        <source>scenario tco.demand</source>
        <translation>cenário tco.demand</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>profile: %1</source>
        <translation>perfil: %1</translation>
    </message>
    <message>
        <source>the demand profile (%1) peaks at %2 requests/s, not the %3 of workload.requests_per_s: the fleet is sized for the profile's peak</source>
        <translation>o perfil de demanda (%1) tem pico de %2 requisições/s, não os %3 de workload.requests_per_s: a frota é dimensionada para o pico do perfil</translation>
    </message>
    <message>
        <source>the demand profile (%1) averages %2 requests/s, not the %3 of workload.mean_requests_per_s: costs use the profile's mean</source>
        <translation>o perfil de demanda (%1) tem média de %2 requisições/s, não os %3 de workload.mean_requests_per_s: os custos usam a média do perfil</translation>
    </message>
    <message>
        <source>default daytime profile reshaped (exponent %1): peak = workload.requests_per_s, mean = workload.mean_requests_per_s</source>
        <translation>perfil diurno padrão remodelado (expoente %1): pico = workload.requests_per_s, média = workload.mean_requests_per_s</translation>
    </message>
    <message>
        <source>default daytime profile reshaped to the mean</source>
        <translation>perfil diurno padrão remodelado para a média</translation>
    </message>
    <message>
        <source>default daytime profile, peak = workload.requests_per_s</source>
        <translation>perfil diurno padrão, pico = workload.requests_per_s</translation>
    </message>
    <message>
        <source>default daytime profile</source>
        <translation>perfil diurno padrão</translation>
    </message>
    <message>
        <source>one provider</source>
        <translation>um provedor</translation>
    </message>
    <message>
        <source>%1 providers</source>
        <translation>%1 provedores</translation>
    </message>
    <message>
        <source>marketplace quotes only</source>
        <translation>só cotações de marketplace</translation>
    </message>
    <message>
        <source>no observation date</source>
        <translation>sem data de observação</translation>
    </message>
    <message>
        <source>newest quote %1 months old</source>
        <translation>cotação mais recente com %1 meses</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>scenario cost.gpu_hour_usd</source>
        <translation>cenário cost.gpu_hour_usd</translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation>sob demanda</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>reservado</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>capacity-block</source>
        <translation>bloco de capacidade</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>compra</translation>
    </message>
    <message>
        <source>on-demand-historical</source>
        <translation>sob demanda (histórico)</translation>
    </message>
    <message>
        <source>date not given</source>
        <translation>data não informada</translation>
    </message>
    <message>
        <source>observed %1</source>
        <translation>observado em %1</translation>
    </message>
    <message>
        <source>observed %1..%2</source>
        <translation>observado de %1 a %2</translation>
    </message>
    <message>
        <source>all</source>
        <translation>todos</translation>
    </message>
    <message>
        <source>hyperscaler</source>
        <translation>hyperscaler</translation>
    </message>
    <message>
        <source>specialist</source>
        <translation>especializado</translation>
    </message>
    <message>
        <source>marketplace</source>
        <translation>marketplace</translation>
    </message>
    <message>
        <source>every provider</source>
        <translation>todos os provedores</translation>
    </message>
    <message>
        <source>hyperscaler clouds (AWS, Azure, Google Cloud, Oracle)</source>
        <translation>nuvens hyperscaler (AWS, Azure, Google Cloud, Oracle)</translation>
    </message>
    <message>
        <source>specialist GPU clouds (CoreWeave, Lambda, Nebius, RunPod Secure Cloud, ...)</source>
        <translation>nuvens de GPU especializadas (CoreWeave, Lambda, Nebius, RunPod Secure Cloud, ...)</translation>
    </message>
    <message>
        <source>marketplaces (RunPod Community Cloud, Vast.ai)</source>
        <translation>marketplaces (RunPod Community Cloud, Vast.ai)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>one %1 quote: %2 %3; %4</source>
        <translation>uma cotação %1: %2 %3; %4</translation>
    </message>
    <message>
        <source>median of %1 %2 quotes from %3, $%4-$%5; %6</source>
        <translation>mediana de %1 cotações %2 de %3, $%4-$%5; %6</translation>
    </message>
    <message>
        <source>median of %1 providers' medians (%2 %3 quotes from %4, $%5-$%6); %7</source>
        <translation>mediana das medianas de %1 provedores (%2 cotações %3 de %4, $%5-$%6); %7</translation>
    </message>
    <message>
        <source>no on-demand price (needed for bursts); set tco.cloud.on_demand_usd_per_gpu_hour</source>
        <translation>sem preço sob demanda (necessário para picos); defina tco.cloud.on_demand_usd_per_gpu_hour</translation>
    </message>
    <message>
        <source>a training run needs its whole cluster; bursting splits serving replicas only</source>
        <translation>uma execução de treinamento precisa do cluster inteiro; o transbordo só divide réplicas de serving</translation>
    </message>
    <message>
        <source>catalog: %1</source>
        <translation>catálogo: %1</translation>
    </message>
    <message>
        <source>no on-demand price for %1; set tco.cloud.on_demand_usd_per_gpu_hour or cost.gpu_hour_usd</source>
        <translation>sem preço sob demanda para %1; defina tco.cloud.on_demand_usd_per_gpu_hour ou cost.gpu_hour_usd</translation>
    </message>
    <message>
        <source>catalog: %1 (term not stated by the source)</source>
        <translation>catálogo: %1 (prazo não informado pela fonte)</translation>
    </message>
    <message>
        <source>derived: on-demand x %1, the median reserved/on-demand ratio of the catalog's offers quoted both ways</source>
        <translation>derivado: sob demanda x %1, a razão mediana reservado/sob demanda das ofertas do catálogo cotadas das duas formas</translation>
    </message>
    <message>
        <source>no reserved price; set tco.cloud.reserved_1y_usd_per_gpu_hour</source>
        <translation>sem preço reservado; defina tco.cloud.reserved_1y_usd_per_gpu_hour</translation>
    </message>
    <message>
        <source>assumption: on-demand x %1 (the catalog quotes no 3-year term)</source>
        <translation>premissa: sob demanda x %1 (o catálogo não cota prazo de 3 anos)</translation>
    </message>
    <message>
        <source>no on-demand price to derive it from; set tco.cloud.reserved_3y_usd_per_gpu_hour</source>
        <translation>sem preço sob demanda do qual derivá-lo; defina tco.cloud.reserved_3y_usd_per_gpu_hour</translation>
    </message>
    <message>
        <source>no spot quote for %1 in the catalog; set tco.cloud.spot_usd_per_gpu_hour</source>
        <translation>sem cotação spot para %1 no catálogo; defina tco.cloud.spot_usd_per_gpu_hour</translation>
    </message>
    <message>
        <source>no spot quote for %1 from '%2' in the catalog; set tco.cloud.spot_usd_per_gpu_hour</source>
        <translation>sem cotação spot para %1 de '%2' no catálogo; defina tco.cloud.spot_usd_per_gpu_hour</translation>
    </message>
    <message>
        <source>catalog: %1 (%2 USD/GPU) x %3 GPUs + host %4 USD (%5)</source>
        <translation>catálogo: %1 (%2 USD/GPU) x %3 GPUs + host %4 USD (%5)</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>cenário</translation>
    </message>
    <message>
        <source>assumption</source>
        <translation>premissa</translation>
    </message>
    <message>
        <source>no purchase price for %1 in the catalog; set tco.on_prem.server_usd_per_node</source>
        <translation>sem preço de compra para %1 no catálogo; defina tco.on_prem.server_usd_per_node</translation>
    </message>
    <message>
        <source>PRC-0103: one port per GPU of a 64-port 400 Gb/s switch at 36,000 USD</source>
        <translation>PRC-0103: uma porta por GPU de um switch de 64 portas de 400 Gb/s a 36.000 USD</translation>
    </message>
    <message>
        <source>catalog: %1 TDP</source>
        <translation>catálogo: TDP da %1</translation>
    </message>
    <message>
        <source>the catalog has no TDP for %1, so power cannot be costed</source>
        <translation>o catálogo não tem TDP para %1, então a energia não pode ser custeada</translation>
    </message>
    <message>
        <source>PRC-0120: server overhead x1.3 over GPU TDP (0.3 x %1 GPUs x %2 W)</source>
        <translation>PRC-0120: overhead do servidor x1,3 sobre o TDP das GPUs (0,3 x %1 GPUs x %2 W)</translation>
    </message>
    <message>
        <source>none: %1</source>
        <translation>nenhuma: %1</translation>
    </message>
    <message>
        <source>at its thin-evidence catalog price (%1), %2 (%3, %4 GPUs) would rank first: $%5/GPU-hour, $%6/M tokens against $%7; a quote of your own in cost.gpu_hour_usd settles it</source>
        <translation>pelo preço de catálogo com evidência fraca (%1), %2 (%3, %4 GPUs) ficaria em primeiro: $%5/GPU-hora, $%6/M tokens contra $%7; uma cotação sua em cost.gpu_hour_usd resolve</translation>
    </message>
    <message>
        <source>rank 1 by price tier: %1 prices would put %2 (%3, %4 GPUs) first at $%5/GPU-hour, $%6/M tokens</source>
        <translation>1º lugar por faixa de preço: os preços %1 poriam %2 (%3, %4 GPUs) em primeiro a $%5/GPU-hora, $%6/M tokens</translation>
    </message>
    <message>
        <source>%1 prices would put %2 (%3, %4 GPUs) first at $%5/GPU-hour, $%6/M tokens</source>
        <translation>os preços %1 poriam %2 (%3, %4 GPUs) em primeiro a $%5/GPU-hora, $%6/M tokens</translation>
    </message>
    <message>
        <source>got %1 requests/s, accepted %2 to %3 requests/s: at most the peak (workload.requests_per_s), and at least what the default daytime profile reaches when only its busiest hours remain; give tco.demand for another shape</source>
        <translation>recebido %1 requisições/s, aceito de %2 a %3 requisições/s: no máximo o pico (workload.requests_per_s) e no mínimo o que o perfil diurno padrão atinge quando restam só suas horas mais movimentadas; informe tco.demand para outro formato</translation>
    </message>
    <message>
        <source>got %1%2, accepted %3 to %4%2%5</source>
        <translation>recebido %1%2, aceito de %3 a %4%2%5</translation>
    </message>
    <message>
        <source>%1 is a %2 model; the planner sizes language-model serving and training (use `rightsizer estimate` for images)</source>
        <translation>%1 é um modelo %2; o planejador dimensiona serving e treinamento de modelos de linguagem (use `rightsizer estimate` para imagens)</translation>
    </message>
    <message>
        <source>input p95 + output p95 = %1 tokens exceed the %2-token context of %3</source>
        <translation>entrada p95 + saída p95 = %1 tokens excedem o contexto de %2 tokens de %3</translation>
    </message>
    <message>
        <source>no target given: set ttft_ms, tpot_ms or min_output_tokens_per_s</source>
        <translation>nenhuma meta informada: defina ttft_ms, tpot_ms ou min_output_tokens_per_s</translation>
    </message>
    <message>
        <source>got %1, must be a multiple of 2 x cp = %2</source>
        <translation>recebido %1, deve ser múltiplo de 2 x cp = %2</translation>
    </message>
    <message>
        <source>got %1, must be a multiple of micro_batch (%2)</source>
        <translation>recebido %1, deve ser múltiplo de micro_batch (%2)</translation>
    </message>
    <message>
        <source>training runs in fp32, bf16, fp16 or fp8 (got %1)</source>
        <translation>o treinamento roda em fp32, bf16, fp16 ou fp8 (recebido %1)</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>não pode ficar vazio</translation>
    </message>
    <message>
        <source>list at least one precision (%1)</source>
        <translation>liste pelo menos uma precisão (%1)</translation>
    </message>
    <message>
        <source>lists a precision twice</source>
        <translation>lista uma precisão duas vezes</translation>
    </message>
    <message>
        <source> USD/GPU-hour</source>
        <translation> USD/GPU-hora</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> sequências</translation>
    </message>
    <message>
        <source>got %1, must be a whole number of sequences</source>
        <translation>recebido %1, deve ser um número inteiro de sequências</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source> requests/s</source>
        <translation> requisições/s</translation>
    </message>
    <message>
        <source> (at most the peak)</source>
        <translation> (no máximo o pico)</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation> GPUs</translation>
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
        <translation> tokens/s</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> replicas</source>
        <translation> réplicas</translation>
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
        <translation>recebido %1, deve ser um número inteiro</translation>
    </message>
    <message>
        <source>got %1 %2, accepted %3 to %4 %2</source>
        <translation>recebido %1 %2, aceito de %3 a %4 %2</translation>
    </message>
    <message>
        <source>got %1 %2, must be a whole number</source>
        <translation>recebido %1 %2, deve ser um número inteiro</translation>
    </message>
    <message>
        <source>M output tokens</source>
        <translation>M tokens de saída</translation>
    </message>
    <message>
        <source>training run</source>
        <translation>treinamento</translation>
    </message>
    <message>
        <source>a draft model is needed with method draft: name a catalog language model</source>
        <translation>um modelo rascunho é necessário com o método draft: indique um modelo de linguagem do catálogo</translation>
    </message>
    <message>
        <source>%1 has a vocabulary of %2 tokens and %3 one of %4: a draft must share the target's tokenizer</source>
        <translation>%1 tem um vocabulário de %2 tokens e %3 um de %4: um rascunho deve compartilhar o tokenizador do alvo</translation>
    </message>
    <message>
        <source> (at most the mean input)</source>
        <translation> (no máximo a entrada média)</translation>
    </message>
    <message>
        <source>speculative decoding pays at a concurrency of %4: %1 tokens a step, TPOT %2 against %3 without it</source>
        <translation>a decodificação especulativa compensa com concorrência %4: %1 tokens por passo, TPOT %2 contra %3 sem ela</translation>
    </message>
    <message>
        <source>speculative decoding does not pay at a concurrency of %4: %1 tokens a step, but TPOT %2 against %3 without it (the step is compute-bound: checking the proposals costs more than it saves)</source>
        <translation>a decodificação especulativa não compensa com concorrência %4: %1 tokens por passo, mas TPOT %2 contra %3 sem ela (o passo é limitado por computação: verificar as propostas custa mais do que economiza)</translation>
    </message>
    <message>
        <source>saturated: the deployment runs at its capacity (about %1 requests/s) and further clients only wait longer for their first token</source>
        <translation>saturado: a implantação opera na sua capacidade (cerca de %1 requisições/s) e clientes adicionais só esperam mais pelo primeiro token</translation>
    </message>
    <message>
        <source>saturated: the arrivals exceed what the deployment serves (about %1 requests/s); the queue grows without bound</source>
        <translation>saturado: as chegadas excedem o que a implantação atende (cerca de %1 requisições/s); a fila cresce sem limite</translation>
    </message>
    <message>
        <source>disaggregated serving wins: %1 meets the SLA with %2 GPUs at $%3/hour (TTFT %8, TPOT %9) against %4 x %5 aggregated at $%6/hour, %7 % cheaper</source>
        <translation>o serviço desagregado vence: %1 atende ao SLA com %2 GPUs a US$ %3/hora (TTFT %8, TPOT %9) contra %4 x %5 agregado a US$ %6/hora, %7 % mais barato</translation>
    </message>
    <message>
        <source>disaggregated serving wins: %1 meets the SLA with %2 GPUs (TTFT %8, TPOT %9) against %4 x %5 aggregated, %7 % fewer</source>
        <translation>o serviço desagregado vence: %1 atende ao SLA com %2 GPUs (TTFT %8, TPOT %9) contra %4 x %5 agregado, %7 % a menos</translation>
    </message>
    <message>
        <source>aggregated serving wins: %4 x %5 at $%6/hour against %2 GPUs at $%3/hour for the cheapest disaggregated split, %1 (TTFT %8, TPOT %9); %7 % cheaper</source>
        <translation>o serviço agregado vence: %4 x %5 a US$ %6/hora contra %2 GPUs a US$ %3/hora para a divisão desagregada mais barata, %1 (TTFT %8, TPOT %9); %7 % mais barato</translation>
    </message>
    <message>
        <source>aggregated serving wins: %4 x %5 against %2 GPUs for the cheapest disaggregated split, %1 (TTFT %8, TPOT %9); %7 % fewer</source>
        <translation>o serviço agregado vence: %4 x %5 contra %2 GPUs para a divisão desagregada mais barata, %1 (TTFT %8, TPOT %9); %7 % a menos</translation>
    </message>
    <message>
        <source>speculative decoding does not pay at a concurrency of %4: %1 tokens a step, but TPOT %2 against %3 without it (too few proposals are accepted to cover the draft's passes)</source>
        <translation>a decodificação especulativa não compensa com concorrência %4: %1 tokens por passo, mas TPOT %2 contra %3 sem ela (poucas propostas são aceitas para cobrir as passadas do rascunho)</translation>
    </message>
    <message>
        <source>aggregated and disaggregated serving cost the same: %4 x %5 or %1, %2 GPUs, at $%6/hour (TTFT %8, TPOT %9)</source>
        <translation>o serviço agregado e o desagregado custam o mesmo: %4 x %5 ou %1, %2 GPUs, a US$ %6/hora (TTFT %8, TPOT %9)</translation>
    </message>
    <message>
        <source>aggregated and disaggregated serving take the same GPUs: %4 x %5 or %1 (TTFT %8, TPOT %9)</source>
        <translation>o serviço agregado e o desagregado usam as mesmas GPUs: %4 x %5 ou %1 (TTFT %8, TPOT %9)</translation>
    </message>
    <message>
        <source>no disaggregated split meets the SLA within %1 GPUs</source>
        <translation>nenhuma divisão desagregada atende ao SLA com até %1 GPUs</translation>
    </message>
    <message>
        <source>disaggregated serving meets the SLA where no aggregated layout does: %1 with %2 GPUs (TTFT %3, TPOT %4)</source>
        <translation>o serviço desagregado atende ao SLA onde nenhum layout agregado atende: %1 com %2 GPUs (TTFT %3, TPOT %4)</translation>
    </message>
    <message>
        <source>%1 pool: %2</source>
        <translation>pool de %1: %2</translation>
    </message>
    <message>
        <source>%1x %2, %3, %4 per %5 worker</source>
        <translation>%1x %2, %3, %4 por worker de %5</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>preenchimento</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>decodificação</translation>
    </message>
    <message>
        <source>disaggregated: %1</source>
        <translation>desagregado: %1</translation>
    </message>
    <message>
        <source>reserved-1y</source>
        <translation>com reserva de 1 ano</translation>
    </message>
    <message>
        <source>reserved-3y</source>
        <translation>com reserva de 3 anos</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>próprios</translation>
    </message>
    <message>
        <source>any</source>
        <translation>qualquer</translation>
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
        <translation>reservas de 1 ano e preços com compromisso de uso</translation>
    </message>
    <message>
        <source>3-year reservations and committed-use prices</source>
        <translation>reservas de 3 anos e preços com compromisso de uso</translation>
    </message>
    <message>
        <source>spot and preemptible prices</source>
        <translation>preços spot e preemptíveis</translation>
    </message>
    <message>
        <source>your own quotes (prices you added to the catalog)</source>
        <translation>suas próprias cotações (preços que você adicionou ao catálogo)</translation>
    </message>
    <message>
        <source>your quote: %1 %2, %3</source>
        <translation>sua cotação: %1 %2, %3</translation>
    </message>
    <message>
        <source>%1 has %2 B parameters and %3 %4 B: a draft must be smaller than the target</source>
        <translation>%1 tem %2 B de parâmetros e %3, %4 B: um rascunho deve ser menor que o alvo</translation>
    </message>
    <message>
        <source>3-year reserved</source>
        <translation>reserva de 3 anos</translation>
    </message>
    <message>
        <source>1-year reserved</source>
        <translation>reserva de 1 ano</translation>
    </message>
    <message>
        <source>derived: on-demand x %1, the median %2/on-demand ratio of this GPU's offers quoted both ways (%3)</source>
        <translation>derivado: sob demanda x %1, a razão mediana %2/sob demanda das ofertas desta GPU cotadas das duas formas (%3)</translation>
    </message>
    <message>
        <source>mixture of experts: the experts' grouped matmuls and the router run at the dense layers' fitted efficiency (no MoE training in the calibration); the expert-parallel all-to-alls are in the step, not overlapped</source>
        <translation>mistura de especialistas: as multiplicações de matrizes agrupadas dos especialistas e o roteador rodam na eficiência ajustada das camadas densas (nenhum treinamento MoE na calibração); os all-to-alls do paralelismo de especialistas estão no passo, sem sobreposição</translation>
    </message>
</context>
<context>
    <name>FieldSpecs</name>
    <message>
        <source>inference</source>
        <translation>inferência</translation>
    </message>
    <message>
        <source>full training</source>
        <translation>treinamento completo</translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation>ajuste fino LoRA</translation>
    </message>
    <message>
        <source>4-bit QLoRA fine-tune</source>
        <translation>ajuste fino QLoRA de 4 bits</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Serve sizes inference against the SLA; train, lora and qlora size a training run against its deadline.</source>
        <translation>serve dimensiona a inferência pelo SLA; train, lora e qlora dimensionam um treinamento pelo seu prazo.</translation>
    </message>
    <message>
        <source>Percentile</source>
        <translation>Percentil</translation>
    </message>
    <message>
        <source>Percentile of requests at which the latency targets must hold.</source>
        <translation>Percentil das requisições em que as metas de latência devem ser cumpridas.</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>Estágio ZeRO</translation>
    </message>
    <message>
        <source>How far optimizer state, gradients and weights are sharded across the data-parallel GPUs (DeepSpeed ZeRO / FSDP).</source>
        <translation>Quanto o estado do otimizador, os gradientes e os pesos são fragmentados entre as GPUs em paralelismo de dados (DeepSpeed ZeRO / FSDP).</translation>
    </message>
    <message>
        <source>0 (no sharding)</source>
        <translation>0 (sem fragmentação)</translation>
    </message>
    <message>
        <source>1 (optimizer states)</source>
        <translation>1 (estados do otimizador)</translation>
    </message>
    <message>
        <source>2 (+ gradients)</source>
        <translation>2 (+ gradientes)</translation>
    </message>
    <message>
        <source>3 (+ weights)</source>
        <translation>3 (+ pesos)</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Recomputação</translation>
    </message>
    <message>
        <source>Activation recomputation: trades compute for activation memory.</source>
        <translation>Recomputação de ativações: troca computação por memória de ativações.</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Paralelismo de contexto</translation>
    </message>
    <message>
        <source>GPUs each sequence is split over (Megatron-LM context parallelism, ring attention): activations per GPU shrink by this factor; a layout uses TP x PP x CP GPUs per data-parallel rank, and the sequence length must be a multiple of 2 x CP.</source>
        <translation>GPUs entre as quais cada sequência é dividida (paralelismo de contexto do Megatron-LM, ring attention): as ativações por GPU diminuem por esse fator; um layout usa TP x PP x CP GPUs por rank de paralelismo de dados, e o comprimento da sequência deve ser múltiplo de 2 x CP.</translation>
    </message>
    <message>
        <source>1 (off)</source>
        <translation>1 (desativado)</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradientes</translation>
    </message>
    <message>
        <source>Gradient buffer: 16-bit as NVIDIA's NeMo and Megatron-Bridge recipes keep it (2 bytes/param), or fp32 as Megatron-LM does by default (4 bytes/param).</source>
        <translation>Buffer de gradientes: 16 bits como nas receitas NeMo e Megatron-Bridge da NVIDIA (2 bytes/parâmetro), ou fp32 como o Megatron-LM faz por padrão (4 bytes/parâmetro).</translation>
    </message>
    <message>
        <source>16-bit (bf16/fp16)</source>
        <translation>16 bits (bf16/fp16)</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Mecanismo de serving</translation>
    </message>
    <message>
        <source>The serving engine that runs the model. Each engine has its own fitted kernel efficiency and per-step and per-request overheads, so latency and throughput depend on it. vLLM is the default.</source>
        <translation>O mecanismo de serving que executa o modelo. Cada mecanismo tem sua própria eficiência de kernels ajustada e seus custos fixos por passo e por requisição; latência e vazão dependem dele. O padrão é o vLLM.</translation>
    </message>
    <message>
        <source>Size to</source>
        <translation>Dimensionar por</translation>
    </message>
    <message>
        <source>The estimate: the predicted TTFT and TPOT meet the targets (the pessimistic end of their 90 % band may miss). The pessimistic end: the band's upper end meets them, which takes a smaller batch or more replicas.</source>
        <translation>A estimativa: o TTFT e o TPOT previstos atendem às metas (o extremo pessimista da faixa de 90 % pode não atender). O extremo pessimista: o limite superior da faixa atende a elas, o que exige um lote menor ou mais réplicas.</translation>
    </message>
    <message>
        <source>the estimate</source>
        <translation>a estimativa</translation>
    </message>
    <message>
        <source>GeForce cards</source>
        <translation>Placas GeForce</translation>
    </message>
    <message>
        <source>NVIDIA's GeForce driver licence permits no datacenter deployment, so GeForce cards are left out of the plan, the what-if charts and the report unless included here; included, each carries that caveat.</source>
        <translation>A licença do driver GeForce da NVIDIA não permite uso em datacenter, por isso as placas GeForce ficam fora do plano, dos gráficos what-if e do relatório, a menos que incluídas aqui; incluídas, cada uma leva essa ressalva.</translation>
    </message>
    <message>
        <source>left out (driver licence)</source>
        <translation>excluídas (licença)</translation>
    </message>
    <message>
        <source>Prices ranked by</source>
        <translation>Classificar por preços</translation>
    </message>
    <message>
        <source>Catalog prices from fewer than 3 providers, from marketplace offers only or over 6 months old are thin evidence. Ranked by well-evidenced prices only, such a GPU is left unpriced (ranked last) and the plan says whether it would have ranked first; a price you enter for it counts.</source>
        <translation>Preços do catálogo de menos de 3 fornecedores, apenas de marketplaces ou com mais de 6 meses são evidência fraca. Classificando só por preços bem fundamentados, essa GPU fica sem preço (por último) e o plano diz se ela teria ficado em primeiro; um preço que você informar para ela vale.</translation>
    </message>
    <message>
        <source>every catalog price</source>
        <translation>todos os preços</translation>
    </message>
    <message>
        <source>well-evidenced prices only</source>
        <translation>só preços sólidos</translation>
    </message>
    <message>
        <source>Prices from</source>
        <translation>Preços de</translation>
    </message>
    <message>
        <source>engine default</source>
        <translation>padrão do mecanismo</translation>
    </message>
    <message>
        <source>%1's default depends on the GPU; no candidate GPU is in the catalog.</source>
        <translation>O padrão do %1 depende da GPU; nenhuma GPU candidata está no catálogo.</translation>
    </message>
    <message>
        <source>engine default (%1)</source>
        <translation>padrão do mecanismo (%1)</translation>
    </message>
    <message>
        <source>%1's default on every candidate GPU: %2%3.</source>
        <translation>Padrão do %1 em todas as GPUs candidatas: %2%3.</translation>
    </message>
    <message>
        <source>%1's default depends on the GPU:</source>
        <translation>O padrão do %1 depende da GPU:</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 e mais %n</numerusform>
            <numerusform>%1 e mais %n</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1%2 on %3</source>
        <translation>  %1%2 em %3</translation>
    </message>
    <message>
        <source>engine default (%1–%2)</source>
        <translation>padrão do mecanismo (%1–%2)</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> sequências</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>profile's mean</source>
        <translation>média do perfil</translation>
    </message>
    <message>
        <source>profile's mean (%1)</source>
        <translation>média do perfil (%1)</translation>
    </message>
    <message>
        <source>Not given: the mean of the demand profile, %1 req/s (%2).</source>
        <translation>Não informado: a média do perfil de demanda, %1 req/s (%2).</translation>
    </message>
    <message>
        <source>Input p95 + output p95 must fit the model's context.</source>
        <translation>Entrada p95 + saída p95 devem caber no contexto do modelo.</translation>
    </message>
    <message>
        <source>Peak requests/s</source>
        <translation>Requisições/s de pico</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> req/s</translation>
    </message>
    <message>
        <source>Peak demand: the mean arrival rate (Poisson) of the busiest hour of the week. The fleet is sized for it, with the growth headroom under Limits added on top. An imported or edited weekly profile overrides it with its own busiest hour.</source>
        <translation>Demanda de pico: a taxa média de chegada (Poisson) da hora mais movimentada da semana. A frota é dimensionada para ela, com a margem de crescimento de Limites somada. Um perfil semanal importado ou editado a substitui pela sua própria hora mais movimentada.</translation>
    </message>
    <message>
        <source>Mean requests/s</source>
        <translation>Requisições/s médias</translation>
    </message>
    <message>
        <source>Mean demand over the week. Costs per token divide by the tokens served at this rate (the fleet sized for the peak runs around the clock). Not given: the profile's mean (the default daytime profile's is 0.46 x the peak); given, it reshapes the daytime profile to this mean. At most the peak.</source>
        <translation>Demanda média na semana. Os custos por token dividem-se pelos tokens atendidos a essa taxa (a frota dimensionada para o pico funciona 24 horas). Não informada: a média do perfil (a do perfil diurno padrão é 0,46 x o pico); informada, ela remodela o perfil diurno para essa média. No máximo o pico.</translation>
    </message>
    <message>
        <source>Input tokens, mean</source>
        <translation>Tokens de entrada, média</translation>
    </message>
    <message>
        <source>Mean prompt length per request, system prompt and history included.</source>
        <translation>Comprimento médio do prompt por requisição, incluindo prompt de sistema e histórico.</translation>
    </message>
    <message>
        <source>Input tokens, p95</source>
        <translation>Tokens de entrada, p95</translation>
    </message>
    <message>
        <source>95th percentile of the prompt length; not below the mean. </source>
        <translation>Percentil 95 do comprimento do prompt; não abaixo da média. </translation>
    </message>
    <message>
        <source>Output tokens, mean</source>
        <translation>Tokens de saída, média</translation>
    </message>
    <message>
        <source>Mean number of tokens generated per request.</source>
        <translation>Número médio de tokens gerados por requisição.</translation>
    </message>
    <message>
        <source>Output tokens, p95</source>
        <translation>Tokens de saída, p95</translation>
    </message>
    <message>
        <source>95th percentile of the generated length; not below the mean. </source>
        <translation>Percentil 95 do comprimento gerado; não abaixo da média. </translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source> B tokens</source>
        <translation> bi tokens</translation>
    </message>
    <message>
        <source>Tokens to process, all epochs together, in billions (1 B = 10^9 tokens).</source>
        <translation>Tokens a processar, todas as épocas juntas, em bilhões (1 bi = 10^9 tokens).</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Prazo</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>Wall-clock time allowed for the whole run.</source>
        <translation>Tempo real permitido para toda a execução.</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Comprimento da sequência</translation>
    </message>
    <message>
        <source>Tokens per training sequence; at most the model's context.</source>
        <translation>Tokens por sequência de treinamento; no máximo o contexto do modelo.</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>Lote global</translation>
    </message>
    <message>
        <source>Sequences per optimizer step, all GPUs together; a multiple of the micro batch.</source>
        <translation>Sequências por passo do otimizador, todas as GPUs juntas; múltiplo do microlote.</translation>
    </message>
    <message>
        <source> sequence</source>
        <translation> sequência</translation>
    </message>
    <message>
        <source>Micro batch</source>
        <translation>Microlote</translation>
    </message>
    <message>
        <source>Sequences per GPU per forward/backward pass; at most the global batch, which it must divide.</source>
        <translation>Sequências por GPU por passagem forward/backward; no máximo o lote global, que ele deve dividir.</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>Rank LoRA</translation>
    </message>
    <message>
        <source>Rank of the LoRA adapter matrices (LoRA and QLoRA modes).</source>
        <translation>Rank das matrizes do adaptador LoRA (modos LoRA e QLoRA).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Tempo até o primeiro token</translation>
    </message>
    <message>
        <source>Target for the time from a request's arrival to its first output token, at the SLA percentile; queueing included. 0: no target.</source>
        <translation>Meta para o tempo da chegada de uma requisição até seu primeiro token de saída, no percentil do SLA; fila incluída. 0: sem meta.</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Tempo por token de saída</translation>
    </message>
    <message>
        <source>Target for the time between two output tokens of one request, at the SLA percentile (50 ms = 20 tokens/s per user). 0: no target.</source>
        <translation>Meta para o tempo entre dois tokens de saída de uma requisição, no percentil do SLA (50 ms = 20 tokens/s por usuário). 0: sem meta.</translation>
    </message>
    <message>
        <source>Min. output rate</source>
        <translation>Taxa mín. de saída</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> tokens/s</translation>
    </message>
    <message>
        <source>Output tokens per second the whole deployment must sustain. 0: no target. At least one of the three targets must be set.</source>
        <translation>Tokens de saída por segundo que toda a implantação deve sustentar. 0: sem meta. Pelo menos uma das três metas deve ser definida.</translation>
    </message>
    <message>
        <source>Min. replicas</source>
        <translation>Réplicas mín.</translation>
    </message>
    <message>
        <source> replicas</source>
        <translation> réplicas</translation>
    </message>
    <message>
        <source>Fewest replicas a plan may have, whatever the load: 2 keeps serving when one replica fails (N+1 redundancy). 1: as few as the demand needs.</source>
        <translation>Menor número de réplicas que um plano pode ter, seja qual for a carga: 2 mantém o serviço se uma réplica falhar (redundância N+1). 1: tão poucas quanto a demanda exigir.</translation>
    </message>
    <message>
        <source> replica</source>
        <translation> réplica</translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation> GPUs</translation>
    </message>
    <message>
        <source>Max GPUs</source>
        <translation>GPUs máx.</translation>
    </message>
    <message>
        <source>Largest deployment the planner may propose, all replicas together.</source>
        <translation>Maior implantação que o planejador pode propor, todas as réplicas juntas.</translation>
    </message>
    <message>
        <source> GPU</source>
        <translation> GPU</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs por nó</translation>
    </message>
    <message>
        <source>GPUs in one server; tensor parallelism stays inside a node.</source>
        <translation>GPUs em um servidor; o paralelismo de tensor fica dentro de um nó.</translation>
    </message>
    <message>
        <source>Growth headroom</source>
        <translation>Margem de crescimento</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Capacity added on top of the demand for growth and bursts (20 % sizes the deployment for 1.2 times the demand).</source>
        <translation>Capacidade somada à demanda para crescimento e picos (20 % dimensiona a implantação para 1,2 vez a demanda).</translation>
    </message>
    <message>
        <source>Runtime memory use</source>
        <translation>Uso de memória do runtime</translation>
    </message>
    <message>
        <source>Share of each GPU's memory the serving runtime may allocate (vLLM's gpu_memory_utilization; 90 % by default).</source>
        <translation>Fração da memória de cada GPU que o runtime de serving pode alocar (gpu_memory_utilization do vLLM; 90 % por padrão).</translation>
    </message>
    <message>
        <source>Flag utilization below</source>
        <translation>Sinalizar utilização abaixo de</translation>
    </message>
    <message>
        <source>A plan whose compute utilization is under this is flagged as over-provisioned.</source>
        <translation>Um plano cuja utilização de computação fique abaixo disso é sinalizado como superdimensionado.</translation>
    </message>
    <message>
        <source>Flag memory use below</source>
        <translation>Sinalizar uso de memória abaixo de</translation>
    </message>
    <message>
        <source>A plan that uses less than this share of its usable GPU memory is flagged as leaving memory mostly idle.</source>
        <translation>Um plano que usa menos que essa fração de sua memória de GPU utilizável é sinalizado como deixando a memória quase ociosa.</translation>
    </message>
    <message>
        <source>Max running sequences</source>
        <translation>Máx. de sequências em execução</translation>
    </message>
    <message>
        <source>The most sequences one replica's engine runs at once; further requests wait in its queue. vLLM max_num_seqs, TensorRT-LLM max_batch_size, SGLang max_running_requests, llama.cpp server slots. 0: the engine's default, which for vLLM depends on the GPU.</source>
        <translation>O máximo de sequências que o mecanismo de uma réplica executa ao mesmo tempo; as demais requisições esperam na fila. vLLM max_num_seqs, TensorRT-LLM max_batch_size, SGLang max_running_requests, slots do servidor llama.cpp. 0: o padrão do mecanismo, que no vLLM depende da GPU.</translation>
    </message>
    <message>
        <source>Step token budget</source>
        <translation>Orçamento de tokens por passo</translation>
    </message>
    <message>
        <source>The most tokens one engine step processes, decode tokens and prompt chunks together; a longer prompt is prefilled in chunks over several steps. vLLM max_num_batched_tokens, TensorRT-LLM max_num_tokens, SGLang chunked_prefill_size, llama.cpp n_batch. 0: the engine's default, which for vLLM and SGLang depends on the GPU.</source>
        <translation>O máximo de tokens que um passo do mecanismo processa, tokens de decodificação e pedaços de prompt juntos; um prompt mais longo passa pelo prefill em pedaços ao longo de vários passos. vLLM max_num_batched_tokens, TensorRT-LLM max_num_tokens, SGLang chunked_prefill_size, llama.cpp n_batch. 0: o padrão do mecanismo, que no vLLM e no SGLang depende da GPU.</translation>
    </message>
    <message>
        <source>Serving front end</source>
        <translation>Front-end de serving</translation>
    </message>
    <message>
        <source>Mean time a request spends outside the engine's steps: HTTP, tokenization, detokenization, streaming the first token. It adds to TTFT under load. 0: the engine's value fitted on OpenAI-compatible servers; an in-process or Triton front end spends about 10-20 ms.</source>
        <translation>Tempo médio que uma requisição passa fora das etapas do mecanismo: HTTP, tokenização, destokenização, envio do primeiro token. Soma-se ao TTFT sob carga. 0: o valor do mecanismo ajustado em servidores compatíveis com a OpenAI; um front-end no mesmo processo ou o Triton gasta cerca de 10-20 ms.</translation>
    </message>
    <message>
        <source>pessimistic end</source>
        <translation>extremo pessimista</translation>
    </message>
    <message>
        <source>included (caveat)</source>
        <translation>incluídas (ressalva)</translation>
    </message>
    <message>
        <source>Shared prefix</source>
        <translation>Prefixo compartilhado</translation>
    </message>
    <message>
        <source>Prompt tokens that requests share at their start: a system prompt, a tool list, earlier turns of a conversation. With prefix caching (vLLM automatic prefix caching, SGLang RadixAttention, TensorRT-LLM KV reuse) a request that finds them cached skips their prefill, and their KV blocks are held once per replica. At most the mean input; 0: no prefix caching.</source>
        <translation>Tokens de prompt que as requisições compartilham no início: um prompt de sistema, uma lista de ferramentas, turnos anteriores de uma conversa. Com cache de prefixo (cache automático de prefixo do vLLM, RadixAttention do SGLang, reutilização de KV do TensorRT-LLM), uma requisição que os encontra em cache pula o preenchimento deles, e seus blocos KV são mantidos uma vez por réplica. No máximo a entrada média; 0: sem cache de prefixo.</translation>
    </message>
    <message>
        <source>Prefix cache hits</source>
        <translation>Acertos do cache de prefixo</translation>
    </message>
    <message>
        <source>Share of requests that find the shared prefix in the cache. A miss computes its whole prompt.</source>
        <translation>Fração das requisições que encontram o prefixo compartilhado no cache. Uma falha calcula todo o seu prompt.</translation>
    </message>
    <message>
        <source>Proposals per step</source>
        <translation>Propostas por passo</translation>
    </message>
    <message>
        <source>Tokens the draft proposes each step (vLLM num_speculative_tokens); the target checks them all in one pass. More proposals pay only while most are accepted.</source>
        <translation>Tokens que o rascunho propõe a cada passo (num_speculative_tokens do vLLM); o alvo verifica todos em uma passada. Mais propostas só compensam enquanto a maioria é aceita.</translation>
    </message>
    <message>
        <source>Acceptance</source>
        <translation>Aceitação</translation>
    </message>
    <message>
        <source>Chance that the target accepts each proposed token. A step emits (1 - a^(k+1)) / (1 - a) tokens on average (Leviathan et al. 2023). Typical: 85-90 % for DeepSeek-V3's MTP head at one proposal; lower for generic drafts, long proposals and high sampling temperatures.</source>
        <translation>Chance de o alvo aceitar cada token proposto. Um passo emite em média (1 - a^(k+1)) / (1 - a) tokens (Leviathan et al. 2023). Típico: 85-90 % para a cabeça MTP do DeepSeek-V3 com uma proposta; menor para rascunhos genéricos, propostas longas e temperaturas de amostragem altas.</translation>
    </message>
    <message>
        <source>Disaggregated</source>
        <translation>Desagregado</translation>
    </message>
    <message>
        <source>Also size disaggregated serving: prefill workers that compute the prompts and hand each request's KV cache to decode workers (NVIDIA Dynamo, llm-d, SGLang and vLLM's prefill/decode split). The planner searches the split and the TP of each pool against the SLA at the grown demand and says whether it beats the aggregated rank 1, and by how much.</source>
        <translation>Dimensionar também o serviço desagregado: workers de preenchimento calculam os prompts e entregam o cache KV de cada requisição a workers de decodificação (NVIDIA Dynamo, llm-d, SGLang e a divisão prefill/decode do vLLM). O planejador busca a divisão e o TP de cada pool contra o SLA na demanda crescida e diz se ela vence o 1º lugar agregado, e por quanto.</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>não comparado</translation>
    </message>
    <message>
        <source>KV cache link</source>
        <translation>Enlace do cache KV</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automático</translation>
    </message>
    <message>
        <source>NVLink / fabric</source>
        <translation>NVLink / fabric</translation>
    </message>
    <message>
        <source>network (InfiniBand, RoCE)</source>
        <translation>rede (InfiniBand, RoCE)</translation>
    </message>
    <message>
        <source>PCIe, one server</source>
        <translation>PCIe, um servidor</translation>
    </message>
    <message>
        <source>Pool GPUs</source>
        <translation>GPUs dos pools</translation>
    </message>
    <message>
        <source>Whether the prefill and decode pools may use different GPUs (both priced, the same precision), e.g. a compute-rich GPU for prefill and a memory-rich one for decode; their KV cache then crosses the network.</source>
        <translation>Se os pools de preenchimento e de decodificação podem usar GPUs diferentes (ambas com preço, mesma precisão), p. ex. uma GPU forte em computação para o preenchimento e uma com muita memória para a decodificação; o cache KV então atravessa a rede.</translation>
    </message>
    <message>
        <source>the same GPU</source>
        <translation>a mesma GPU</translation>
    </message>
    <message>
        <source>may differ</source>
        <translation>podem diferir</translation>
    </message>
    <message>
        <source>compared</source>
        <translation>comparado</translation>
    </message>
    <message>
        <source>What each request's KV cache crosses from its prefill worker to its decode worker. Automatic: NVLink when both pools fit one NVLink domain of the same GPU, PCIe when both fit one server of a GPU without NVLink, else the network at runtime.network_gb_per_s_per_gpu.</source>
        <translation>O que o cache KV de cada requisição atravessa do worker de preenchimento ao de decodificação. Automático: NVLink quando os dois pools cabem em um domínio NVLink da mesma GPU; PCIe quando cabem em um servidor de uma GPU sem NVLink; senão, a rede a runtime.network_gb_per_s_per_gpu.</translation>
    </message>
    <message>
        <source>Which catalog quotes price the GPUs: on-demand prices of every provider, of hyperscalers (AWS, Azure, Google Cloud, Oracle), of specialist GPU clouds (CoreWeave, Lambda, Nebius, ...) or of marketplaces (RunPod Community Cloud, Vast.ai); 1-year or 3-year reservations; spot prices; or only your own quotes (prices you added to the catalog or typed into the candidates table). Your own quote of a GPU prices it in every tier of its kind. A GPU with no quote in the tier is unpriced (ranked last, by GPU-hours). The plan's price note names the GPU another tier would rank first.</source>
        <translation>Quais cotações do catálogo dão o preço das GPUs: preços sob demanda de todos os provedores, de hyperscalers (AWS, Azure, Google Cloud, Oracle), de nuvens de GPU especializadas (CoreWeave, Lambda, Nebius, ...) ou de marketplaces (RunPod Community Cloud, Vast.ai); reservas de 1 ou 3 anos; preços spot; ou só suas próprias cotações (preços que você adicionou ao catálogo ou digitou na tabela de candidatos). Sua própria cotação de uma GPU dá o preço dela em todas as faixas do mesmo tipo de preço. Uma GPU sem cotação na faixa fica sem preço (classificada por último, por GPU-horas). A nota de preço do plano indica a GPU que outra faixa colocaria em primeiro.</translation>
    </message>
    <message>
        <source>reserved 1 year</source>
        <translation>reserva de 1 ano</translation>
    </message>
    <message>
        <source>reserved 3 years</source>
        <translation>reserva de 3 anos</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>my quotes only</source>
        <translation>só minhas cotações</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Região</translation>
    </message>
    <message>
        <source>Where the GPUs are rented. Only quotes paid in that region price them; a quote that states no region is a provider-wide list price and counts everywhere, and 'North America' counts in the US regions. Prices are in US dollars.</source>
        <translation>Onde as GPUs são alugadas. Só cotações pagas nessa região dão o preço delas; uma cotação que não informa região é um preço de tabela geral do provedor e vale em qualquer lugar, e “América do Norte” vale nas regiões dos EUA. Os preços são em dólares americanos.</translation>
    </message>
    <message>
        <source>any region</source>
        <translation>qualquer região</translation>
    </message>
    <message>
        <source>US East</source>
        <translation>Leste dos EUA</translation>
    </message>
    <message>
        <source>US West</source>
        <translation>Oeste dos EUA</translation>
    </message>
    <message>
        <source>US Central</source>
        <translation>Centro dos EUA</translation>
    </message>
    <message>
        <source>Europe West</source>
        <translation>Europa Ocidental</translation>
    </message>
    <message>
        <source>Europe Central</source>
        <translation>Europa Central</translation>
    </message>
    <message>
        <source>every provider</source>
        <translation>todos os provedores</translation>
    </message>
    <message>
        <source>hyperscalers</source>
        <translation>hyperscalers</translation>
    </message>
    <message>
        <source>specialist clouds</source>
        <translation>nuvens de GPU</translation>
    </message>
    <message>
        <source>marketplaces</source>
        <translation>marketplaces</translation>
    </message>
    <message>
        <source>Asia Northeast</source>
        <translation>Nordeste da Ásia</translation>
    </message>
    <message>
        <source>Asia Southeast</source>
        <translation>Sudeste Asiático</translation>
    </message>
</context>
<context>
    <name>FleetFigures</name>
    <message>
        <source>%1 (%2 GPU)</source>
        <translation>%1 (%2 GPU)</translation>
    </message>
    <message>
        <source>%1 (%2 GPUs)</source>
        <translation>%1 (%2 GPUs)</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>requisições/s</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>Demanda</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Pico</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Média</translation>
    </message>
    <message>
        <source>Level against the profile</source>
        <translation>Nível em relação ao perfil</translation>
    </message>
    <message>
        <source>Demand growth (and demand level) of this month</source>
        <translation>Crescimento (e nível) da demanda neste mês</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Frota</translation>
    </message>
    <message>
        <source>GPUs per replica</source>
        <translation>GPUs por réplica</translation>
    </message>
    <message>
        <source>Replica capacity</source>
        <translation>Capacidade da réplica</translation>
    </message>
    <message>
        <source>Highest rate one replica serves within the TTFT target (%1 at saturation)</source>
        <translation>Maior taxa que uma réplica atende dentro da meta de TTFT (%1 na saturação)</translation>
    </message>
    <message>
        <source>Autoscaled, fewest</source>
        <translation>Com escalonamento, mínimo</translation>
    </message>
    <message>
        <source>At least the minimum replicas (tco.cloud.min_replicas = %1)</source>
        <translation>Pelo menos o mínimo de réplicas (tco.cloud.min_replicas = %1)</translation>
    </message>
    <message>
        <source>Autoscaled, most</source>
        <translation>Com escalonamento, máximo</translation>
    </message>
    <message>
        <source>Fixed fleet</source>
        <translation>Frota fixa</translation>
    </message>
    <message>
        <source>Sized for the peak so far × (1 + %1 headroom), never shrinking; reserved capacity and a cloud without autoscaling run this fleet</source>
        <translation>Dimensionada para o pico até agora × (1 + %1 de margem), nunca diminuindo; a capacidade reservada e uma nuvem sem escalonamento automático rodam esta frota</translation>
    </message>
    <message>
        <source>On-prem nodes</source>
        <translation>Nós on-premises</translation>
    </message>
    <message>
        <source>%1 nodes, %2</source>
        <translation>%1 nós, %2</translation>
    </message>
    <message>
        <source>Whole nodes of %1 GPUs for the fixed fleet: what on-prem buys</source>
        <translation>Nós inteiros de %1 GPUs para a frota fixa: o que o on-premises compra</translation>
    </message>
    <message>
        <source>SLA risk while replicas start (%1 min delay)</source>
        <translation>Risco ao SLA enquanto réplicas iniciam (atraso de %1 min)</translation>
    </message>
    <message>
        <source>None: autoscaling is off, the cloud runs the fixed fleet.</source>
        <translation>Nenhum: o escalonamento automático está desligado, a nuvem roda a frota fixa.</translation>
    </message>
    <message>
        <source>Per week</source>
        <translation>Por semana</translation>
    </message>
    <message>
        <source>week</source>
        <translation>semana</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Por mês</translation>
    </message>
    <message>
        <source>month</source>
        <translation>mês</translation>
    </message>
    <message>
        <source>%1 weeks a month</source>
        <translation>%1 semanas por mês</translation>
    </message>
    <message>
        <source>Requests in those hours</source>
        <translation>Requisições nessas horas</translation>
    </message>
    <message>
        <source>Horizon average (on-demand)</source>
        <translation>Média do horizonte (sob demanda)</translation>
    </message>
    <message>
        <source>The TCO's figure: the mean over the %1 months of the horizon</source>
        <translation>O valor do TCO: a média nos %1 meses do horizonte</translation>
    </message>
    <message>
        <source>Utilization (busy / paid replica-hours)</source>
        <translation>Utilização (horas-réplica ocupadas / pagas)</translation>
    </message>
    <message>
        <source>Autoscaled</source>
        <translation>Com escalonamento</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>90 % band: %1 – %2</source>
        <translation>faixa de 90 %: %1 – %2</translation>
    </message>
    <message>
        <source>: wider band</source>
        <translation>: faixa mais larga</translation>
    </message>
    <message>
        <source>check: </source>
        <translation>verificação: </translation>
    </message>
    <message>
        <source>note: </source>
        <translation>observação: </translation>
    </message>
    <message>
        <source>no price for %1: set cost.gpu_hour_usd.%1 in the scenario</source>
        <translation>sem preço para %1: defina cost.gpu_hour_usd.%1 no cenário</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Catalog GPU id</source>
        <translation>Id da GPU no catálogo</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <source>Prec</source>
        <translation>Prec.</translation>
    </message>
    <message>
        <source>Weight precision; ~ marks uncalibrated efficiency</source>
        <translation>Precisão dos pesos; ~ indica eficiência não calibrada</translation>
    </message>
    <message>
        <source>%1 weights, %2 KV cache; efficiency factors of %3%4</source>
        <translation>pesos %1, cache KV %2; fatores de eficiência de %3%4</translation>
    </message>
    <message>
        <source> (~: no calibration rows, wider band)</source>
        <translation> (~: sem linhas de calibração, faixa mais larga)</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Tensor parallel (TP) × pipeline parallel (PP) degree</source>
        <translation>Grau de paralelismo de tensor (TP) × de pipeline (PP)</translation>
    </message>
    <message>
        <source>GPUs in the whole deployment</source>
        <translation>GPUs em toda a implantação</translation>
    </message>
    <message>
        <source>data parallel %1 × %2</source>
        <translation>paralelismo de dados %1 × %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Lote</translation>
    </message>
    <message>
        <source>Running batch per replica</source>
        <translation>Lote em execução por réplica</translation>
    </message>
    <message>
        <source>running batch per replica; the largest whose KV cache fits is %1</source>
        <translation>lote em execução por réplica; o maior cujo cache KV cabe é %1</translation>
    </message>
    <message>
        <source>TPOT %1</source>
        <translation>TPOT %1</translation>
    </message>
    <message>
        <source>Time per output token at the %1, full batch</source>
        <translation>Tempo por token de saída no %1, lote completo</translation>
    </message>
    <message>
        <source>; mean TPOT %1</source>
        <translation>; TPOT médio %1</translation>
    </message>
    <message>
        <source>TTFT %1</source>
        <translation>TTFT %1</translation>
    </message>
    <message>
        <source>Time to first token at the %1 under the grown demand, queueing included</source>
        <translation>Tempo até o primeiro token no %1 sob a demanda crescida, fila incluída</translation>
    </message>
    <message>
        <source>; %1 of it queueing at the grown demand</source>
        <translation>; %1 disso é fila na demanda crescida</translation>
    </message>
    <message>
        <source>Out tok/s/GPU</source>
        <translation>Tok saída/s/GPU</translation>
    </message>
    <message>
        <source>Output tokens per second per GPU at capacity</source>
        <translation>Tokens de saída por segundo por GPU na capacidade máxima</translation>
    </message>
    <message>
        <source>whole deployment %1 output tokens/s (%2); %3 per user</source>
        <translation>implantação inteira %1 tokens de saída/s (%2); %3 por usuário</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>Util.</source>
        <translation>Util.</translation>
    </message>
    <message>
        <source>Share of capacity the peak demand uses</source>
        <translation>Fração da capacidade usada pela demanda de pico</translation>
    </message>
    <message>
        <source>share of capacity the peak demand uses; %1 at the grown peak</source>
        <translation>fração da capacidade usada pela demanda de pico; %1 no pico crescido</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <source>Data-parallel degree</source>
        <translation>Grau de paralelismo de dados</translation>
    </message>
    <message>
        <source>Run time</source>
        <translation>Duração</translation>
    </message>
    <message>
        <source>Wall-clock hours of the whole run</source>
        <translation>Horas reais de toda a execução</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>90 % band: %1 – %2 h</source>
        <translation>faixa de 90 %: %1 – %2 h</translation>
    </message>
    <message>
        <source>Tok/s/GPU</source>
        <translation>Tok/s/GPU</translation>
    </message>
    <message>
        <source>Training tokens per second per GPU</source>
        <translation>Tokens de treinamento por segundo por GPU</translation>
    </message>
    <message>
        <source>whole job %1 tokens/s (%2)</source>
        <translation>tarefa inteira %1 tokens/s (%2)</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilization</source>
        <translation>Utilização de FLOPs do modelo (MFU)</translation>
    </message>
    <message>
        <source>$/GPU-h</source>
        <translation>$/GPU-h</translation>
    </message>
    <message>
        <source>On-demand price of one GPU-hour. In the workbench, double-click (or F2) a meeting row's cell to enter a quote of your own: it becomes the scenario's cost.gpu_hour_usd for that GPU, one undo step, and the plan re-ranks</source>
        <translation>Preço sob demanda de uma GPU-hora. Na bancada, clique duas vezes (ou F2) na célula de uma linha que atende para informar sua própria cotação: ela vira o cost.gpu_hour_usd do cenário para essa GPU, um passo de desfazer, e o plano é reclassificado</translation>
    </message>
    <message>
        <source>Run cost</source>
        <translation>Custo da execução</translation>
    </message>
    <message>
        <source>On-demand cost of the whole run</source>
        <translation>Custo sob demanda de toda a execução</translation>
    </message>
    <message>
        <source>$/month</source>
        <translation>$/mês</translation>
    </message>
    <message>
        <source>On-demand cost of the deployment per month</source>
        <translation>Custo mensal sob demanda da implantação</translation>
    </message>
    <message>
        <source>%1/hour × %2 hours a month, on demand</source>
        <translation>%1/hora × %2 horas por mês, sob demanda</translation>
    </message>
    <message>
        <source>$/M tok</source>
        <translation>$/M tok</translation>
    </message>
    <message>
        <source>$/M out tok</source>
        <translation>$/M tok saída</translation>
    </message>
    <message>
        <source>Cost per million trained tokens</source>
        <translation>Custo por milhão de tokens treinados</translation>
    </message>
    <message>
        <source>Cost per million output tokens: the fleet sized for the peak, running around the clock, at the mean load (month 1, on demand)</source>
        <translation>Custo por milhão de tokens de saída: a frota dimensionada para o pico, rodando 24 horas, na carga média (mês 1, sob demanda)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Meets the target, or why the planner rejected it</source>
        <translation>Atende à meta, ou por que o planejador o rejeitou</translation>
    </message>
    <message>
        <source>meets deadline</source>
        <translation>cumpre o prazo</translation>
    </message>
    <message>
        <source>meets SLA</source>
        <translation>atende ao SLA</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Observações</translation>
    </message>
    <message>
        <source>Flags, or the full rejection message</source>
        <translation>Sinalizações, ou a mensagem completa de rejeição</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Sinalizações</translation>
    </message>
    <message>
        <source>P Pareto, O over-provisioned, U under-provisioned, B a balance check failed, E thin price evidence</source>
        <translation>P Pareto, O superdimensionado, U subdimensionado, B falha na verificação de equilíbrio, E preço pouco fundamentado</translation>
    </message>
    <message>
        <source>precision not native</source>
        <translation>precisão não nativa</translation>
    </message>
    <message>
        <source>does not fit in memory</source>
        <translation>não cabe na memória</translation>
    </message>
    <message>
        <source>misses the TPOT target</source>
        <translation>não atinge a meta de TPOT</translation>
    </message>
    <message>
        <source>misses the TTFT target</source>
        <translation>não atinge a meta de TTFT</translation>
    </message>
    <message>
        <source>needs more GPUs than allowed</source>
        <translation>precisa de mais GPUs do que o permitido</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>não cumpre o prazo</translation>
    </message>
    <message>
        <source>GeForce: not licensed for datacenters</source>
        <translation>GeForce: sem licença para datacenter</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>Pareto</translation>
    </message>
    <message>
        <source>over-provisioned</source>
        <translation>superdimensionado</translation>
    </message>
    <message>
        <source>under-provisioned</source>
        <translation>subdimensionado</translation>
    </message>
    <message>
        <source>balance check failed</source>
        <translation>falha na verificação de equilíbrio</translation>
    </message>
    <message>
        <source>thin price evidence (%1)</source>
        <translation>preço pouco fundamentado (%1)</translation>
    </message>
    <message>
        <source>%1 larger layouts not listed</source>
        <translation>%1 layouts maiores não listados</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>bundled: as shipped; edited: your figures replace the bundled ones; added: your row; deleted: a bundled row you hid</source>
        <translation>bundled: como fornecido; edited: seus valores substituem os incluídos; added: sua linha; deleted: uma linha incluída que você ocultou</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>When the source published or was read (ISO 8601)</source>
        <translation>Quando a fonte foi publicada ou lida (ISO 8601)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <source>Where the row's figures come from (hover a cell for all of it)</source>
        <translation>De onde vêm os valores da linha (passe o mouse sobre uma célula para ver tudo)</translation>
    </message>
    <message>
        <source>Catalog id</source>
        <translation>Id do catálogo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Product name</source>
        <translation>Nome do produto</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricante</translation>
    </message>
    <message>
        <source>Memory (GiB)</source>
        <translation>Memória (GiB)</translation>
    </message>
    <message>
        <source>Memory the runtime sees (nvidia-smi memory.total), which the planner fits models into; stored in bytes</source>
        <translation>Memória que o runtime vê (nvidia-smi memory.total), na qual o planejador encaixa os modelos; armazenada em bytes</translation>
    </message>
    <message>
        <source>Bandwidth (TB/s)</source>
        <translation>Largura de banda (TB/s)</translation>
    </message>
    <message>
        <source>Memory bandwidth; stored in GB/s</source>
        <translation>Largura de banda da memória; armazenada em GB/s</translation>
    </message>
    <message>
        <source>BF16 (TFLOP/s)</source>
        <translation>BF16 (TFLOP/s)</translation>
    </message>
    <message>
        <source>Dense BF16 tensor throughput (no sparsity); 0 removes it</source>
        <translation>Vazão tensorial BF16 densa (sem esparsidade); 0 a remove</translation>
    </message>
    <message>
        <source>FP8 (TFLOP/s)</source>
        <translation>FP8 (TFLOP/s)</translation>
    </message>
    <message>
        <source>Dense FP8 tensor throughput (no sparsity); — or 0: not native</source>
        <translation>Vazão tensorial FP8 densa (sem esparsidade); — ou 0: não nativo</translation>
    </message>
    <message>
        <source>TDP (W)</source>
        <translation>TDP (W)</translation>
    </message>
    <message>
        <source>Board power; — when not published</source>
        <translation>Potência da placa; — quando não publicada</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>SXM, OAM, PCIe, ...</source>
        <translation>SXM, OAM, PCIe, …</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>llm, moe (mixture of experts), vit, diffusion</source>
        <translation>llm, moe (mistura de especialistas), vit, diffusion</translation>
    </message>
    <message>
        <source>Parameters (B)</source>
        <translation>Parâmetros (bi)</translation>
    </message>
    <message>
        <source>Total parameters, counted by the engine from the architecture</source>
        <translation>Parâmetros totais, contados pelo mecanismo a partir da arquitetura</translation>
    </message>
    <message>
        <source>Active (B)</source>
        <translation>Ativos (bi)</translation>
    </message>
    <message>
        <source>Parameters active per token (differs from the total for MoE models)</source>
        <translation>Parâmetros ativos por token (difere do total em modelos MoE)</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Camadas</translation>
    </message>
    <message>
        <source>Transformer layers</source>
        <translation>Camadas do Transformer</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Oculta</translation>
    </message>
    <message>
        <source>Hidden size (model width)</source>
        <translation>Tamanho oculto (largura do modelo)</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Cabeças</translation>
    </message>
    <message>
        <source>Attention (query) heads</source>
        <translation>Cabeças de atenção (consulta)</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>Cabeças KV</translation>
    </message>
    <message>
        <source>Key/value heads (fewer than heads: grouped-query attention)</source>
        <translation>Cabeças chave/valor (menos que as cabeças: grouped-query attention)</translation>
    </message>
    <message>
        <source>Context (tokens)</source>
        <translation>Contexto (tokens)</translation>
    </message>
    <message>
        <source>Longest context the model supports</source>
        <translation>Maior contexto suportado pelo modelo</translation>
    </message>
    <message>
        <source>Price id</source>
        <translation>Id do preço</translation>
    </message>
    <message>
        <source>on-demand, spot, reserved, capacity-block, purchase or on-demand-historical</source>
        <translation>on-demand, spot, reserved, capacity-block, purchase ou on-demand-historical</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Fornecedor</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Produto</translation>
    </message>
    <message>
        <source>Instance type or offer</source>
        <translation>Tipo de instância ou oferta</translation>
    </message>
    <message>
        <source>GPUs in the priced instance or kit</source>
        <translation>GPUs na instância ou kit cotado</translation>
    </message>
    <message>
        <source>Price (USD)</source>
        <translation>Preço (USD)</translation>
    </message>
    <message>
        <source>The offer's price in its unit; editing it scales USD per GPU-hour by the same factor</source>
        <translation>O preço da oferta em sua unidade; editá-lo escala o USD por GPU-hora pelo mesmo fator</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <source>What the price is per</source>
        <translation>A que o preço se refere</translation>
    </message>
    <message>
        <source>USD per GPU-hour</source>
        <translation>USD por GPU-hora</translation>
    </message>
    <message>
        <source>The hourly price of one GPU (— for purchase prices); editing it scales the offer's price by the same factor</source>
        <translation>O preço por hora de uma GPU (— para preços de compra); editá-lo escala o preço da oferta pelo mesmo fator</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Observado</translation>
    </message>
    <message>
        <source>When the price was seen (ISO 8601)</source>
        <translation>Quando o preço foi visto (ISO 8601)</translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation>1 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <source>1 model</source>
        <translation>1 modelo</translation>
    </message>
    <message>
        <source>%1 models</source>
        <translation>%1 modelos</translation>
    </message>
    <message>
        <source>1 price</source>
        <translation>1 preço</translation>
    </message>
    <message>
        <source>%1 prices</source>
        <translation>%1 preços</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <source>price</source>
        <translation>preço</translation>
    </message>
    <message>
        <source> (invalid)</source>
        <translation> (inválido)</translation>
    </message>
    <message>
        <source> (double-click a cell to edit it)</source>
        <translation> (clique duas vezes em uma célula para editá-la)</translation>
    </message>
    <message>
        <source>This row does not parse: %1</source>
        <translation>Esta linha não pôde ser lida: %1</translation>
    </message>
    <message>
        <source>%1 at %2 (UTC)</source>
        <translation>%1 em %2 (UTC)</translation>
    </message>
    <message>
        <source>user edit (catalog editor); other figures: %1</source>
        <translation>edição do usuário (editor do catálogo); demais valores: %1</translation>
    </message>
    <message>
        <source>editing · %1</source>
        <translation>em edição · %1</translation>
    </message>
    <message>
        <source>%1 (editing) — current state</source>
        <translation>%1 (em edição) — estado atual</translation>
    </message>
    <message>
        <source>%1 — current state</source>
        <translation>%1 — estado atual</translation>
    </message>
    <message>
        <source>The scenario as it is being edited, unsaved changes included</source>
        <translation>O cenário como está sendo editado, incluindo alterações não salvas</translation>
    </message>
    <message>
        <source>The scenario as it stands in the project now, unsaved changes made in the workbench included</source>
        <translation>O cenário como está no projeto agora, incluindo alterações não salvas feitas na bancada</translation>
    </message>
    <message>
        <source>r%1 · %2</source>
        <translation>r%1 · %2</translation>
    </message>
    <message>
        <source>%1 — revision %2, %3, %4: %5</source>
        <translation>%1 — revisão %2, %3, %4: %5</translation>
    </message>
    <message>
        <source>Saved %1 (UTC) by %2</source>
        <translation>Salvo em %1 (UTC) por %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nenhum)</translation>
    </message>
    <message>
        <source>%1 values, peak %2</source>
        <translation>%1 valores, pico %2</translation>
    </message>
    <message>
        <source>no candidate GPU</source>
        <translation>nenhuma GPU candidata</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>mês %1</translation>
    </message>
    <message>
        <source>not within %1 months</source>
        <translation>não dentro de %1 meses</translation>
    </message>
    <message>
        <source>1 candidate meets the target and is recommended</source>
        <translation>1 candidato atende à meta e é recomendado</translation>
    </message>
    <message>
        <source>%1 candidates meet the target; the cheapest per token is recommended</source>
        <translation>%1 candidatos atendem à meta; o mais barato por token é o recomendado</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>meta %1</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>sem meta</translation>
    </message>
    <message>
        <source>%1 (%2) / %3</source>
        <translation>%1 (%2) / %3</translation>
    </message>
    <message>
        <source>%1 over %2 months</source>
        <translation>%1 em %2 meses</translation>
    </message>
    <message>
        <source>— (on-demand is recommended)</source>
        <translation>— (sob demanda é o recomendado)</translation>
    </message>
    <message>
        <source>— (no purchase price for %1)</source>
        <translation>— (sem preço de compra para %1)</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plano</translation>
    </message>
    <message>
        <source>Whether a configuration meets the target; if none does, what comes closest and why</source>
        <translation>Se uma configuração atende à meta; se nenhuma atende, qual chega mais perto e por quê</translation>
    </message>
    <message>
        <source>Recommended GPU</source>
        <translation>GPU recomendada</translation>
    </message>
    <message>
        <source>The planner's first feasible candidate: cheapest per token</source>
        <translation>O primeiro candidato viável do planejador: o mais barato por token</translation>
    </message>
    <message>
        <source>Layout (TP/PP)</source>
        <translation>Layout (TP/PP)</translation>
    </message>
    <message>
        <source>Tensor parallel × pipeline parallel degree per replica</source>
        <translation>Grau de paralelismo de tensor × de pipeline por réplica</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>Custo por mês</translation>
    </message>
    <message>
        <source>On-demand cost of the deployment per month, USD</source>
        <translation>Custo mensal sob demanda da implantação, USD</translation>
    </message>
    <message>
        <source>$ per M output tokens</source>
        <translation>$ por M tokens de saída</translation>
    </message>
    <message>
        <source>USD per million output tokens at today's demand (training: per million trained tokens)</source>
        <translation>USD por milhão de tokens de saída na demanda atual (treinamento: por milhão de tokens treinados)</translation>
    </message>
    <message>
        <source>TTFT predicted / target</source>
        <translation>TTFT previsto / meta</translation>
    </message>
    <message>
        <source>Time to first token at the SLA percentile under the grown demand, queueing included, against the scenario's target</source>
        <translation>Tempo até o primeiro token no percentil do SLA sob a demanda crescida, fila incluída, comparado à meta do cenário</translation>
    </message>
    <message>
        <source>TTFT headroom</source>
        <translation>Folga de TTFT</translation>
    </message>
    <message>
        <source>Share of the TTFT target left unused: (target − predicted) / target</source>
        <translation>Fração da meta de TTFT não usada: (meta − previsto) / meta</translation>
    </message>
    <message>
        <source>TPOT predicted / target</source>
        <translation>TPOT previsto / meta</translation>
    </message>
    <message>
        <source>Time per output token at the SLA percentile, full batch, against the scenario's target</source>
        <translation>Tempo por token de saída no percentil do SLA, lote completo, comparado à meta do cenário</translation>
    </message>
    <message>
        <source>TPOT headroom</source>
        <translation>Folga de TPOT</translation>
    </message>
    <message>
        <source>Share of the TPOT target left unused: (target − predicted) / target</source>
        <translation>Fração da meta de TPOT não usada: (meta − previsto) / meta</translation>
    </message>
    <message>
        <source>TCO: recommended</source>
        <translation>TCO: recomendado</translation>
    </message>
    <message>
        <source>Way of paying with the lowest net present value over the horizon</source>
        <translation>Forma de pagamento com o menor VPL no horizonte</translation>
    </message>
    <message>
        <source>TCO: NPV</source>
        <translation>TCO: VPL</translation>
    </message>
    <message>
        <source>Net present value of the recommended option, USD</source>
        <translation>VPL da opção recomendada, USD</translation>
    </message>
    <message>
        <source>TCO: total</source>
        <translation>TCO: total</translation>
    </message>
    <message>
        <source>Undiscounted total of the recommended option over the horizon, USD</source>
        <translation>Total sem desconto da opção recomendada no horizonte, USD</translation>
    </message>
    <message>
        <source>TCO: break-even</source>
        <translation>TCO: equilíbrio</translation>
    </message>
    <message>
        <source>Month from which the recommended option is cumulatively no dearer than on-demand</source>
        <translation>Mês a partir do qual a opção recomendada não é, no acumulado, mais cara que sob demanda</translation>
    </message>
    <message>
        <source>On-prem break-even</source>
        <translation>Equilíbrio on-premises</translation>
    </message>
    <message>
        <source>Month from which on-prem is cumulatively no dearer than the best cloud option</source>
        <translation>Mês a partir do qual on-premises não é, no acumulado, mais caro que a melhor opção de nuvem</translation>
    </message>
    <message>
        <source>meets the deadline (%1)</source>
        <translation>cumpre o prazo (%1)</translation>
    </message>
    <message>
        <source>meets the SLA (%1)</source>
        <translation>atende ao SLA (%1)</translation>
    </message>
    <message>
        <source>nothing feasible: %1</source>
        <translation>nada viável: %1</translation>
    </message>
    <message>
        <source>none feasible</source>
        <translation>nenhum viável</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>discounted at %1 a year over %2 months</source>
        <translation>descontado a %1 ao ano em %2 meses</translation>
    </message>
    <message>
        <source>Scenario field %1, in the scenario file's units (_ms milliseconds, _percent percent, _usd US dollars, _s per second)</source>
        <translation>Campo do cenário %1, nas unidades do arquivo do cenário (_ms milissegundos, _percent por cento, _usd dólares americanos, _s por segundo)</translation>
    </message>
    <message>
        <source> (no on-prem base)</source>
        <translation> (sem base on-premises)</translation>
    </message>
    <message>
        <source> (1 node)</source>
        <translation> (1 nó)</translation>
    </message>
    <message>
        <source> (%1 nodes)</source>
        <translation> (%1 nós)</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>Horizonte</translation>
    </message>
    <message>
        <source>Autoscale cloud</source>
        <translation>Escalonamento da nuvem</translation>
    </message>
    <message>
        <source>month</source>
        <translation>mês</translation>
    </message>
    <message>
        <source>months</source>
        <translation>meses</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ligado</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desligado</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parâmetro</translation>
    </message>
    <message>
        <source>The TCO input; its scenario field is in the tooltip</source>
        <translation>A entrada do TCO; seu campo do cenário está na dica</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>The value, in the unit beside it</source>
        <translation>O valor, na unidade ao lado</translation>
    </message>
    <message>
        <source>The value's unit</source>
        <translation>A unidade do valor</translation>
    </message>
    <message>
        <source>The value with its unit</source>
        <translation>O valor com sua unidade</translation>
    </message>
    <message>
        <source>Where the value comes from: the scenario, the catalog's prices and specifications, or a stated default</source>
        <translation>De onde vem o valor: o cenário, os preços e especificações do catálogo, ou um padrão indicado</translation>
    </message>
    <message>
        <source>When the source observed the value, or its price reference</source>
        <translation>Quando a fonte observou o valor, ou sua referência de preço</translation>
    </message>
    <message>
        <source>Not a scenario input: the demand level is the multiplier the sensitivity varies; change the demand (workload.requests_per_s, the weekly profile) instead.</source>
        <translation>Não é uma entrada do cenário: o nível de demanda é o multiplicador que a sensibilidade varia; altere a demanda (workload.requests_per_s, o perfil semanal).</translation>
    </message>
    <message>
        <source>Not a scenario input: the GPU's TDP comes from the catalog.</source>
        <translation>Não é uma entrada do cenário: o TDP da GPU vem do catálogo.</translation>
    </message>
    <message>
        <source>Not a scenario input.</source>
        <translation>Não é uma entrada do cenário.</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Opção</translation>
    </message>
    <message>
        <source>How the GPUs are paid for</source>
        <translation>Como as GPUs são pagas</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Undiscounted cash over the horizon, resale value credited</source>
        <translation>Valores sem desconto no horizonte, valor de revenda creditado</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>VPL</translation>
    </message>
    <message>
        <source>Net present value at the discount rate</source>
        <translation>Valor presente líquido à taxa de desconto</translation>
    </message>
    <message>
        <source>90 % band</source>
        <translation>Faixa de 90 %</translation>
    </message>
    <message>
        <source>The total at the ends of the throughput's 90 % band</source>
        <translation>O total nos extremos da faixa de 90 % da vazão</translation>
    </message>
    <message>
        <source>$/run</source>
        <translation>$/execução</translation>
    </message>
    <message>
        <source>USD per million output tokens the demand asks for</source>
        <translation>USD por milhão de tokens de saída que a demanda pede</translation>
    </message>
    <message>
        <source>USD per training run</source>
        <translation>USD por execução de treinamento</translation>
    </message>
    <message>
        <source>Share of the GPUs paid for that the demand uses</source>
        <translation>Fração das GPUs pagas que a demanda usa</translation>
    </message>
    <message>
        <source>The largest monthly average of GPUs paid for</source>
        <translation>A maior média mensal de GPUs pagas</translation>
    </message>
    <message>
        <source>Break-even vs on-demand</source>
        <translation>Equilíbrio vs sob demanda</translation>
    </message>
    <message>
        <source>First month from which the option has cost no more than on-demand so far, and stays so</source>
        <translation>Primeiro mês a partir do qual a opção não custou mais que sob demanda até então, e assim permanece</translation>
    </message>
    <message>
        <source>not within the horizon</source>
        <translation>não dentro do horizonte</translation>
    </message>
    <message>
        <source>%1: unavailable: %2</source>
        <translation>%1: indisponível: %2</translation>
    </message>
    <message>
        <source>“%1” in the inputs</source>
        <translation>“%1” nas entradas</translation>
    </message>
    <message>
        <source>90 %: %1 – %2</source>
        <translation>90 %: %1 – %2</translation>
    </message>
    <message>
        <source> (KV %1)</source>
        <translation> (KV %1)</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 per replica — rejected</source>
        <translation>%1 · %2 · %3 por réplica — rejeitado</translation>
    </message>
    <message>
        <source>%1 × %2 · %3 · %4</source>
        <translation>%1 × %2 · %3 · %4</translation>
    </message>
    <message>
        <source> · data parallel %1</source>
        <translation> · paralelismo de dados %1</translation>
    </message>
    <message>
        <source> · %1 × batch %2</source>
        <translation> · %1 × lote %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Under-provisioned:&lt;/b&gt; %1 of capacity in use at the grown demand (%2 at the peak) leaves little room for bursts; add a replica or pick a faster configuration.</source>
        <translation>&lt;b&gt;Subdimensionado:&lt;/b&gt; %1 da capacidade em uso na demanda crescida (%2 no pico) deixa pouca folga para picos; adicione uma réplica ou escolha uma configuração mais rápida.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Over-provisioned:&lt;/b&gt; %1 replicas run at %2 of capacity at the peak (%3 at the grown peak); fewer GPUs would carry the load if the latency target allows.</source>
        <translation>&lt;b&gt;Superdimensionado:&lt;/b&gt; %1 réplicas rodam a %2 da capacidade no pico (%3 no pico crescido); menos GPUs dariam conta da carga se a meta de latência permitir.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right-sized%1:&lt;/b&gt; %2 of capacity used at the peak, %3 at the grown peak; %4 TPOT %5 and TTFT %6 on %7.</source>
        <translation>&lt;b&gt;Bem dimensionado%1:&lt;/b&gt; %2 da capacidade usada no pico, %3 no pico crescido; %4 TPOT %5 e TTFT %6 em %7.</translation>
    </message>
    <message>
        <source> (smallest deployment)</source>
        <translation> (menor implantação)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rejected:&lt;/b&gt; %1.</source>
        <translation>&lt;b&gt;Rejeitado:&lt;/b&gt; %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Under-provisioned:&lt;/b&gt; the run takes %1 h of the %2 h allowed, with little margin.</source>
        <translation>&lt;b&gt;Subdimensionado:&lt;/b&gt; a execução leva %1 h das %2 h permitidas, com pouca folga.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Over-provisioned:&lt;/b&gt; finishes in %1 h of the %2 h allowed on %3 data-parallel copies; fewer GPUs would meet the deadline.</source>
        <translation>&lt;b&gt;Superdimensionado:&lt;/b&gt; termina em %1 h das %2 h permitidas com %3 cópias em paralelismo de dados; menos GPUs cumpririam o prazo.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right-sized:&lt;/b&gt; the run takes %1 h (%2) of the %3 h allowed.</source>
        <translation>&lt;b&gt;Bem dimensionado:&lt;/b&gt; a execução leva %1 h (%2) das %3 h permitidas.</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Pesos</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>at batch %1 (fits %2)</source>
        <translation>no lote %1 (cabe %2)</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Ativações</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradientes</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Estados do otimizador</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Sobrecarga</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total&lt;/b&gt;</source>
        <translation>&lt;b&gt;Total&lt;/b&gt;</translation>
    </message>
    <message>
        <source>of %1 usable</source>
        <translation>de %1 utilizáveis</translation>
    </message>
    <message>
        <source>Short by</source>
        <translation>Faltam</translation>
    </message>
    <message>
        <source>In use at peak</source>
        <translation>Em uso no pico</translation>
    </message>
    <message>
        <source>at the peak's mean concurrency</source>
        <translation>na concorrência média do pico</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Memória por GPU</translation>
    </message>
    <message>
        <source>, target %1</source>
        <translation>, meta %1</translation>
    </message>
    <message>
        <source>tok/s</source>
        <translation>tok/s</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Carga</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>the grown demand, %1 per replica; Poisson arrivals, simulated as &lt;i&gt;estimate --rate&lt;/i&gt; does (%2 tokens a step, at most %3 running)</source>
        <translation>a demanda crescida, %1 por réplica; chegadas de Poisson, simuladas como &lt;i&gt;estimate --rate&lt;/i&gt; faz (%2 tokens por passo, no máximo %3 em execução)</translation>
    </message>
    <message>
        <source>TTFT p50</source>
        <translation>TTFT p50</translation>
    </message>
    <message>
        <source>… waiting</source>
        <translation>… espera</translation>
    </message>
    <message>
        <source>queueing on top of the %1 a request takes when none waits</source>
        <translation>fila além dos %1 que uma requisição leva quando nenhuma espera</translation>
    </message>
    <message>
        <source>TPOT p50</source>
        <translation>TPOT p50</translation>
    </message>
    <message>
        <source>End to end %1</source>
        <translation>Ponta a ponta %1</translation>
    </message>
    <message>
        <source>median %1</source>
        <translation>mediana %1</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Saída</translation>
    </message>
    <message>
        <source>… per GPU</source>
        <translation>… por GPU</translation>
    </message>
    <message>
        <source>… per user</source>
        <translation>… por usuário</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Utilização</translation>
    </message>
    <message>
        <source>today; %1 at the grown demand</source>
        <translation>hoje; %1 na demanda crescida</translation>
    </message>
    <message>
        <source>Decode step</source>
        <translation>Passo de decodificação</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>limitado por computação</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>limitado por memória</translation>
    </message>
    <message>
        <source>Latency and throughput</source>
        <translation>Latência e vazão</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Vazão</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Tempo do passo</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Bolha de pipeline</translation>
    </message>
    <message>
        <source>Run time and throughput</source>
        <translation>Duração e vazão</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Custo</translation>
    </message>
    <message>
        <source>No price</source>
        <translation>Sem preço</translation>
    </message>
    <message>
        <source>set cost.gpu_hour_usd.%1 in the scenario</source>
        <translation>defina cost.gpu_hour_usd.%1 no cenário</translation>
    </message>
    <message>
        <source>GPU-hour</source>
        <translation>GPU-hora</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Evidência</translation>
    </message>
    <message>
        <source>thin</source>
        <translation>fraca</translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation>Por hora</translation>
    </message>
    <message>
        <source>%1 on demand</source>
        <translation>%1 sob demanda</translation>
    </message>
    <message>
        <source>Whole run</source>
        <translation>Execução inteira</translation>
    </message>
    <message>
        <source>Per M tokens</source>
        <translation>Por M tokens</translation>
    </message>
    <message>
        <source>trained tokens</source>
        <translation>tokens treinados</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Por mês</translation>
    </message>
    <message>
        <source>output tokens: the fleet sized for the peak, at the mean load</source>
        <translation>tokens de saída: a frota dimensionada para o pico, na carga média</translation>
    </message>
    <message>
        <source>✓ ok</source>
        <translation>✓ ok</translation>
    </message>
    <message>
        <source>✗ failed</source>
        <translation>✗ falhou</translation>
    </message>
    <message>
        <source>System balance</source>
        <translation>Equilíbrio do sistema</translation>
    </message>
    <message>
        <source>Notes and warnings</source>
        <translation>Observações e avisos</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Falha na exportação</translation>
    </message>
    <message>
        <source>give a file name ending in .png or .svg</source>
        <translation>informe um nome de arquivo terminado em .png ou .svg</translation>
    </message>
    <message>
        <source>the image could not be encoded</source>
        <translation>a imagem não pôde ser codificada</translation>
    </message>
    <message>
        <source>Export chart as PNG or SVG…</source>
        <translation>Exportar gráfico como PNG ou SVG…</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Exportar gráfico</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG vector image (*.svg)</source>
        <translation>Imagem PNG (*.png);;Imagem vetorial SVG (*.svg)</translation>
    </message>
    <message>
        <source>Copy chart</source>
        <translation>Copiar gráfico</translation>
    </message>
    <message>
        <source>Export table as CSV…</source>
        <translation>Exportar tabela como CSV…</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>Exportar tabela</translation>
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
        <translation>Tokens de saída/s</translation>
    </message>
    <message>
        <source>Peak memory / GPU</source>
        <translation>Memória de pico / GPU</translation>
    </message>
    <message>
        <source>Not fitted: TTFT measured with several requests in flight waits behind the other requests' prefills; only a batch-1 TTFT is the prefill the engine predicts</source>
        <translation>Não ajustado: um TTFT medido com várias requisições em andamento espera atrás dos prefills das outras; só um TTFT de lote 1 é o prefill que o mecanismo prevê</translation>
    </message>
    <message>
        <source>Not fitted: vLLM and TensorRT-LLM reserve their KV-cache pool up front (gpu_memory_utilization, free_gpu_memory_fraction), so the peak memory measured is the runtime's reservation, not what the model needs; no efficiency factor acts on it</source>
        <translation>Não ajustado: vLLM e TensorRT-LLM reservam o pool de cache KV de antemão (gpu_memory_utilization, free_gpu_memory_fraction), então a memória de pico medida é a reserva do runtime, não o que o modelo precisa; nenhum fator de eficiência atua sobre ela</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Execução</translation>
    </message>
    <message>
        <source>The measured run: file and line</source>
        <translation>A execução medida: arquivo e linha</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <source>Efficiency group (GPU family / precision) the run belongs to</source>
        <translation>Grupo de eficiência (família de GPU / precisão) da execução</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>Leitura</translation>
    </message>
    <message>
        <source>What was measured</source>
        <translation>O que foi medido</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Medido</translation>
    </message>
    <message>
        <source>The benchmark's value</source>
        <translation>O valor do benchmark</translation>
    </message>
    <message>
        <source>Predicted before</source>
        <translation>Previsto antes</translation>
    </message>
    <message>
        <source>Predicted with the reference efficiency factors</source>
        <translation>Previsto com os fatores de eficiência de referência</translation>
    </message>
    <message>
        <source>Error before</source>
        <translation>Erro antes</translation>
    </message>
    <message>
        <source>Predicted / measured − 1 with the reference factors</source>
        <translation>Previsto / medido − 1 com os fatores de referência</translation>
    </message>
    <message>
        <source>Predicted after</source>
        <translation>Previsto depois</translation>
    </message>
    <message>
        <source>Predicted with the factors fitted to the project's runs</source>
        <translation>Previsto com os fatores ajustados às execuções do projeto</translation>
    </message>
    <message>
        <source>Error after</source>
        <translation>Erro depois</translation>
    </message>
    <message>
        <source>Predicted / measured − 1 with the fitted factors</source>
        <translation>Previsto / medido − 1 com os fatores ajustados</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Observação</translation>
    </message>
    <message>
        <source>Readings the fit leaves out</source>
        <translation>Leituras que o ajuste deixa de fora</translation>
    </message>
    <message>
        <source>not fitted</source>
        <translation>não ajustado</translation>
    </message>
    <message>
        <source>GPU family / precision whose factors were fitted</source>
        <translation>Família de GPU / precisão cujos fatores foram ajustados</translation>
    </message>
    <message>
        <source>η compute</source>
        <translation>η computação</translation>
    </message>
    <message>
        <source>eta_c, achieved / dense peak FLOP/s in compute-bound phases: reference → fitted</source>
        <translation>eta_c, FLOP/s alcançados / pico denso nas fases limitadas por computação: referência → ajustado</translation>
    </message>
    <message>
        <source>η memory</source>
        <translation>η memória</translation>
    </message>
    <message>
        <source>eta_m, achieved / datasheet bandwidth in weight and KV streaming: reference → fitted</source>
        <translation>eta_m, largura de banda alcançada / de catálogo no streaming de pesos e KV: referência → ajustado</translation>
    </message>
    <message>
        <source>Half-width of the 90 % band on a prediction, exp(1.645 σ) − 1: reference → fitted (it narrows as measurements accumulate)</source>
        <translation>Meia largura da faixa de 90 % de uma previsão, exp(1,645 σ) − 1: referência → ajustado (estreita à medida que as medições se acumulam)</translation>
    </message>
    <message>
        <source>Behind the fit</source>
        <translation>Base do ajuste</translation>
    </message>
    <message>
        <source>Runs and TTFT/TPOT/tokens-per-second readings the fit used</source>
        <translation>Execuções e leituras de TTFT/TPOT/tokens por segundo usadas no ajuste</translation>
    </message>
    <message>
        <source>%1 runs, %2 readings</source>
        <translation>%1 execuções, %2 leituras</translation>
    </message>
    <message>
        <source>Cheapest first</source>
        <translation>Mais barato primeiro</translation>
    </message>
    <message>
        <source>How many GPUs of this kind carry the measured load</source>
        <translation>Quantas GPUs deste tipo suportam a carga medida</translation>
    </message>
    <message>
        <source>Catalog GPU; "(current)" is the configuration the telemetry came from</source>
        <translation>GPU do catálogo; "(atual)" é a configuração de onde veio a telemetria</translation>
    </message>
    <message>
        <source>%1 (current)</source>
        <translation>%1 (atual)</translation>
    </message>
    <message>
        <source>Memory needed / GPU</source>
        <translation>Memória necessária / GPU</translation>
    </message>
    <message>
        <source>The measured per-GPU peaks summed, plus headroom, spread over the GPUs</source>
        <translation>A soma dos picos medidos por GPU, mais a margem, distribuída entre as GPUs</translation>
    </message>
    <message>
        <source>Memory / GPU</source>
        <translation>Memória / GPU</translation>
    </message>
    <message>
        <source>Memory the runtime sees on each GPU of the candidate</source>
        <translation>Memória que o runtime vê em cada GPU do candidato</translation>
    </message>
    <message>
        <source>Busy at p95</source>
        <translation>Ocupado no p95</translation>
    </message>
    <message>
        <source>Predicted busy share of each GPU at the measured p95 load</source>
        <translation>Fração ocupada prevista de cada GPU na carga p95 medida</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/h</translation>
    </message>
    <message>
        <source>USD per hour for all the GPUs at the reference on-demand price</source>
        <translation>USD por hora para todas as GPUs ao preço de referência sob demanda</translation>
    </message>
    <message>
        <source>USD per month (%1 hours) for all the GPUs on demand</source>
        <translation>USD por mês (%1 horas) para todas as GPUs sob demanda</translation>
    </message>
    <message>
        <source>A caveat on the GPU, such as its licence</source>
        <translation>Uma ressalva sobre a GPU, como sua licença</translation>
    </message>
    <message>
        <source>%1 × the reference on-demand price (%2)</source>
        <translation>%1 × o preço de referência sob demanda (%2)</translation>
    </message>
    <message>
        <source>Memory per GPU at the planned batch</source>
        <translation>Memória por GPU no lote planejado</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Otimizador</translation>
    </message>
    <message>
        <source>Free (usable capacity)</source>
        <translation>Livre (capacidade utilizável)</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB por GPU</translation>
    </message>
    <message>
        <source>Cost per million tokens, cheapest configuration of each GPU (%1 more GPUs cost more)</source>
        <translation>Custo por milhão de tokens, configuração mais barata de cada GPU (mais %1 GPUs custam mais)</translation>
    </message>
    <message>
        <source>Cost per million tokens, cheapest configuration of each GPU that meets the SLA</source>
        <translation>Custo por milhão de tokens, configuração mais barata de cada GPU que atende ao SLA</translation>
    </message>
    <message>
        <source>USD per million tokens</source>
        <translation>USD por milhão de tokens</translation>
    </message>
    <message>
        <source>USD per million tokens (cloud on-demand)</source>
        <translation>USD por milhão de tokens (nuvem sob demanda)</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>requisições/s</translation>
    </message>
    <message>
        <source>Cumulative cost of each scenario's recommended option</source>
        <translation>Custo acumulado da opção recomendada de cada cenário</translation>
    </message>
    <message>
        <source>thousand USD</source>
        <translation>milhares de USD</translation>
    </message>
    <message>
        <source>RightSizer projects (*.rsplan);;All files (*)</source>
        <translation>Projetos do RightSizer (*.rsplan);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Scenario JSON (*.json);;All files (*)</source>
        <translation>Cenário JSON (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>não pode ficar vazio</translation>
    </message>
    <message>
        <source>must be one line</source>
        <translation>deve ter uma linha</translation>
    </message>
    <message>
        <source>starts or ends with a space; remove it</source>
        <translation>começa ou termina com espaço; remova-o</translation>
    </message>
    <message>
        <source>The bundled catalog is damaged: %1</source>
        <translation>O catálogo incluído está danificado: %1</translation>
    </message>
    <message>
        <source>GPUs</source>
        <comment>table column: how many GPUs</comment>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Valores</translation>
    </message>
    <message>
        <source>architecture</source>
        <translation>arquitetura</translation>
    </message>
    <message>
        <source>given in the scenario</source>
        <translation>informado no cenário</translation>
    </message>
    <message>
        <source>Model architecture</source>
        <translation>Arquitetura do modelo</translation>
    </message>
    <message>
        <source>GPU figures</source>
        <translation>Dados das GPUs</translation>
    </message>
    <message>
        <source>Every GPU the scenarios evaluated, with the source and date of each figure the engine used (figures that share a source are listed together).</source>
        <translation>Cada GPU avaliada pelos cenários, com a fonte e a data de cada valor usado pelo motor (valores da mesma fonte aparecem juntos).</translation>
    </message>
    <message>
        <source>all</source>
        <translation>todos</translation>
    </message>
    <message>
        <source>no source recorded</source>
        <translation>nenhuma fonte registrada</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preços</translation>
    </message>
    <message>
        <source>$/GPU-hour</source>
        <translation>$/GPU-hora</translation>
    </message>
    <message>
        <source>; thin evidence: </source>
        <translation>; evidência fraca: </translation>
    </message>
    <message>
        <source>, well-evidenced prices only</source>
        <translation>, apenas preços bem fundamentados</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Provider, product, region</source>
        <translation>Provedor, produto, região</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preço</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>/GPU-h</source>
        <translation>/GPU-h</translation>
    </message>
    <message>
        <source>Quotes behind the configurations in this report</source>
        <translation>Cotações por trás das configurações deste relatório</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Carga de trabalho</translation>
    </message>
    <message>
        <source>peak %1, mean %2, growth %3/year</source>
        <translation>pico %1, média %2, crescimento %3/ano</translation>
    </message>
    <message>
        <source> tokens in </source>
        <translation> tokens de entrada </translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Motor de serving</translation>
    </message>
    <message>
        <source>no purchase price</source>
        <translation>sem preço de compra</translation>
    </message>
    <message>
        <source>month %1 (rank %2)</source>
        <translation>mês %1 (posição %2)</translation>
    </message>
    <message>
        <source>not within %1 months (rank %2)</source>
        <translation>não em %1 meses (posição %2)</translation>
    </message>
    <message>
        <source>Latency and throughput come from a roofline model: each phase takes the longer of its FLOPs at the GPU's dense peak (at the clock it sustains under its power cap) times a compute efficiency and its bytes at the memory bandwidth times a memory efficiency, plus the serving engine's fixed costs per decode step, per running sequence and per request (vLLM on NVIDIA GPUs: %1, %2 and %3). The efficiencies are fitted per GPU family and precision, memory system and serving engine, by least squares on the logarithm, to published measurements of real systems (the calibration tables shipped with RightSizer). The spread of those measurements around the fit, σ (RMS of log(measured / predicted)) for the GPU family with the engine, sets every 90 % band in this report: a prediction x has the band x·e&lt;sup&gt;−1.645σ&lt;/sup&gt; … x·e&lt;sup&gt;+1.645σ&lt;/sup&gt;. Where no measurement covers a family and precision the factors are borrowed from the nearest group (marked ~ in the tables), and where the GPU was never measured with the engine the configuration is not validated; either widens σ by %4.</source>
        <translation>Latência e vazão vêm de um modelo roofline: cada fase leva o maior entre seus FLOPs no pico denso da GPU (no clock que ela sustenta sob seu limite de potência) vezes uma eficiência de computação e seus bytes na largura de banda da memória vezes uma eficiência de memória, mais os custos fixos do motor de serving por passo de decodificação, por sequência em execução e por requisição (vLLM em GPUs NVIDIA: %1, %2 e %3). As eficiências são ajustadas por família de GPU e precisão, sistema de memória e motor de serving, por mínimos quadrados no logaritmo, a medições publicadas de sistemas reais (as tabelas de calibração que acompanham o RightSizer). A dispersão dessas medições em torno do ajuste, σ (RMS de log(medido / previsto)) para a família de GPU com o motor, define cada faixa de 90 % deste relatório: uma previsão x tem a faixa x·e&lt;sup&gt;−1.645σ&lt;/sup&gt; … x·e&lt;sup&gt;+1.645σ&lt;/sup&gt;. Onde nenhuma medição cobre uma família e precisão, os fatores são emprestados do grupo mais próximo (marcado com ~ nas tabelas), e onde a GPU nunca foi medida com o motor a configuração não é validada; ambos alargam σ em %4.</translation>
    </message>
    <message>
        <source>Efficiency group</source>
        <translation>Grupo de eficiência</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Usado por</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Medições</translation>
    </message>
    <message>
        <source>Compute eff.</source>
        <translation>Ef. computação</translation>
    </message>
    <message>
        <source>Memory eff.</source>
        <translation>Ef. memória</translation>
    </message>
    <message>
        <source>σ (log)</source>
        <translation>σ (log)</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validação</translation>
    </message>
    <message>
        <source>validated on %1 runs</source>
        <translation>validado em %1 medições</translation>
    </message>
    <message>
        <source>Scenarios side by side</source>
        <translation>Cenários lado a lado</translation>
    </message>
    <message>
        <source>Sizing rules</source>
        <translation>Regras de dimensionamento</translation>
    </message>
    <message>
        <source>latency targets met at the pessimistic end of the 90 % band (scenario)</source>
        <translation>metas de latência atendidas no extremo pessimista da faixa de 90 % (cenário)</translation>
    </message>
    <message>
        <source>latency targets met by the estimate; the band's pessimistic end may miss them (default)</source>
        <translation>metas de latência atendidas pela estimativa; o extremo pessimista da faixa pode não atendê-las (padrão)</translation>
    </message>
    <message>
        <source>at least %1 replicas (scenario)</source>
        <translation>pelo menos %1 réplicas (cenário)</translation>
    </message>
    <message>
        <source>as few replicas as the demand needs (default)</source>
        <translation>tantas réplicas quanto a demanda exigir (padrão)</translation>
    </message>
    <message>
        <source>GeForce cards included (scenario), each with the caveat: %1</source>
        <translation>placas GeForce incluídas (cenário), cada uma com a ressalva: %1</translation>
    </message>
    <message>
        <source>GeForce cards left out: %1 (default)</source>
        <translation>placas GeForce excluídas: %1 (padrão)</translation>
    </message>
    <message>
        <source>layouts needing more than %1 times the GPUs of the same GPU's cheapest layout are folded under it, not ranked (%2 here)</source>
        <translation>layouts que precisam de mais de %1 vezes as GPUs do layout mais barato da mesma GPU são agrupados sob ele, sem posição (%2 aqui)</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Premissas</translation>
    </message>
    <message>
        <source>Where each figure comes from and when it was observed. Catalog figures carry their source in the catalog itself; scenario inputs are marked “scenario”; defaults say why they were chosen.</source>
        <translation>De onde vem cada valor e quando foi observado. Os valores do catálogo trazem a fonte no próprio catálogo; as entradas do cenário são marcadas como “cenário”; os padrões dizem por que foram escolhidos.</translation>
    </message>
    <message>
        <source>Cost inputs</source>
        <translation>Entradas de custo</translation>
    </message>
    <message>
        <source>“%1”: %2 (on-prem)</source>
        <translation>“%1”: %2 (on-premises)</translation>
    </message>
    <message>
        <source>Uncertainty and calibration</source>
        <translation>Incerteza e calibração</translation>
    </message>
    <message>
        <source>Costs inherit the band: each TCO total is also computed with the replica capacity at the optimistic and the pessimistic end of its band (the “90 % band” column), and the sensitivity chart shows how each cost input moves the total by ±20 %. Prices are observations with a date, not quotes for your order: confirm them with the vendor before committing. A configuration whose pessimistic end misses a target should be validated with a benchmark run on the chosen GPU before buying.</source>
        <translation>Os custos herdam a faixa: cada total de TCO também é calculado com a capacidade da réplica nos extremos otimista e pessimista de sua faixa (coluna “faixa de 90 %”), e o gráfico de sensibilidade mostra como cada entrada de custo move o total em ±20 %. Os preços são observações datadas, não cotações para o seu pedido: confirme-os com o fornecedor antes de se comprometer. Uma configuração cujo extremo pessimista não atinge uma meta deve ser validada com um benchmark na GPU escolhida antes da compra.</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glossário</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Termo</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Significado</translation>
    </message>
    <message>
        <source>Totals are undiscounted cash over %1 months with the resale value credited in the last month; NPV discounts them at %2 a year. The band is the total at the ends of the throughput's 90 % band. GPUs: the largest monthly average paid for. The recommended option (bold) has the lowest NPV.</source>
        <translation>Os totais são caixa não descontado ao longo de %1 meses, com o valor de revenda creditado no último mês; o VPL os desconta a %2 ao ano. A faixa é o total nos extremos da faixa de 90 % da vazão. GPUs: a maior média mensal paga. A opção recomendada (em negrito) tem o menor VPL.</translation>
    </message>
    <message>
        <source>SLA risk (%1): %2 h a month while new replicas start (%3 of requests arrive then).</source>
        <translation>Risco de SLA (%1): %2 h por mês enquanto novas réplicas iniciam (%3 das requisições chegam nesse período).</translation>
    </message>
    <message>
        <source>The recommended configuration (%1) paid for six ways over %2 months. Demand today peaks at %3 and averages %4 (%5); it grows %6 a year.</source>
        <translation>A configuração recomendada (%1) paga de seis maneiras ao longo de %2 meses. A demanda hoje tem pico de %3 e média de %4 (%5); cresce %6 ao ano.</translation>
    </message>
    <message>
        <source>Cost per million tokens divides by the tokens the demand asks for. On-demand %1 runs the planned fleet (sized for the peak) around the clock, so in the first month without growth it matches the candidate table's figure (at the mean load); autoscaled cloud follows the demand hour by hour, a different strategy that can cost less.</source>
        <translation>O custo por milhão de tokens divide pelos tokens que a demanda pede. O sob demanda %1 roda a frota planejada (dimensionada para o pico) o tempo todo, então no primeiro mês sem crescimento coincide com o valor da tabela de candidatos (na carga média); a nuvem com escalonamento automático acompanha a demanda hora a hora, uma estratégia diferente que pode custar menos.</translation>
    </message>
    <message>
        <source>without autoscaling (not the option shown: it autoscales)</source>
        <translation>sem escalonamento automático (não é a opção mostrada: ela escala)</translation>
    </message>
    <message>
        <source>without autoscaling (as shown)</source>
        <translation>sem escalonamento automático (como mostrado)</translation>
    </message>
    <message>
        <source>Recommendation: &lt;b&gt;%1&lt;/b&gt;, the %2 (%3; %4 per month on average, %5 over %6 months).</source>
        <translation>Recomendação: &lt;b&gt;%1&lt;/b&gt;, o %2 (%3; %4 por mês em média, %5 em %6 meses).</translation>
    </message>
    <message>
        <source>Buying hardware: plan rank %1</source>
        <translation>Compra de hardware: posição %1 do plano</translation>
    </message>
    <message>
        <source>The recommendation's GPU has no purchase price in the catalog, so on-prem and hybrid are costed on the best-ranked configuration whose GPU has one: %1.</source>
        <translation>A GPU da recomendação não tem preço de compra no catálogo, então on-premises e híbrido são custeados na configuração mais bem classificada cuja GPU tem um: %1.</translation>
    </message>
    <message>
        <source>For this configuration: &lt;b&gt;%1&lt;/b&gt;, the %2 (%3 over %4 months).</source>
        <translation>Para esta configuração: &lt;b&gt;%1&lt;/b&gt;, o %2 (%3 em %4 meses).</translation>
    </message>
    <message>
        <source>On-prem breaks even with the best cloud option (%1) in month %2.</source>
        <translation>O on-premises atinge o ponto de equilíbrio com a melhor opção de nuvem (%1) no mês %2.</translation>
    </message>
    <message>
        <source>On-prem does not break even with the best cloud option (%1) within %2 months.</source>
        <translation>O on-premises não atinge o ponto de equilíbrio com a melhor opção de nuvem (%1) em %2 meses.</translation>
    </message>
    <message>
        <source>Cumulative cost: %1</source>
        <translation>Custo acumulado: %1</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>Custo total de propriedade</translation>
    </message>
    <message>
        <source>No TCO: </source>
        <translation>Sem TCO: </translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>Sensibilidade</translation>
    </message>
    <message>
        <source>How the %1 total moves when each input is 20 % lower or higher, widest swing first.</source>
        <translation>Como o total de %1 muda quando cada entrada é 20 % menor ou maior, a maior variação primeiro.</translation>
    </message>
    <message>
        <source>Demand against capacity</source>
        <translation>Demanda versus capacidade</translation>
    </message>
    <message>
        <source>One replica (%1) serves %2 within the TTFT target. Autoscaled cloud replicas follow the weekly demand (on the right axis one replica's height is that rate); a fixed fleet is sized for the peak with %3 headroom. In month 1 the fixed fleet holds %4 (%5 busy); by month %6 demand is %7 × today's and it holds %8 (%9 busy).</source>
        <translation>Uma réplica (%1) atende %2 dentro da meta de TTFT. Réplicas de nuvem com escalonamento automático acompanham a demanda semanal (no eixo direito, a altura de uma réplica é essa taxa); uma frota fixa é dimensionada para o pico com %3 de folga. No mês 1 a frota fixa tem %4 (%5 ocupada); no mês %6 a demanda é %7 × a de hoje e ela tem %8 (%9 ocupada).</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n réplica</numerusform>
            <numerusform>%n réplicas</numerusform>
        </translation>
    </message>
    <message>
        <source>Week of month 1 (today)</source>
        <translation>Semana do mês 1 (hoje)</translation>
    </message>
    <message>
        <source>Week of month %1</source>
        <translation>Semana do mês %1</translation>
    </message>
    <message>
        <source>On-prem (plan rank %1, %2)</source>
        <translation>On-premises (posição %1 do plano, %2)</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantidade</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Preço unitário</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>GPU server with %1 × %2</source>
        <translation>Servidor de GPU com %1 × %2</translation>
    </message>
    <message>
        <source>GPUs (%1, in the servers)</source>
        <translation>GPUs (%1, nos servidores)</translation>
    </message>
    <message>
        <source>included</source>
        <translation>incluído</translation>
    </message>
    <message>
        <source>Network per node (NICs, switch ports, cables)</source>
        <translation>Rede por nó (NICs, portas de switch, cabos)</translation>
    </message>
    <message>
        <source>Installation per node</source>
        <translation>Instalação por nó</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Capital</translation>
    </message>
    <message>
        <source>month %1: %2</source>
        <translation>mês %1: %2</translation>
    </message>
    <message>
        <source>Financed at %1 a year: capital is paid as loan instalments.</source>
        <translation>Financiado a %1 ao ano: o capital é pago em parcelas de empréstimo.</translation>
    </message>
    <message>
        <source>Power: %1 kW of IT load at %2 average GPU load, %3 kW at the wall (PUE %4).</source>
        <translation>Energia: %1 kW de carga de TI a %2 de carga média de GPU, %3 kW na tomada (PUE %4).</translation>
    </message>
    <message>
        <source>Running costs over %1 months: power %2, space %3, support %4, staff %5; resale credit %6.</source>
        <translation>Custos operacionais em %1 meses: energia %2, espaço %3, suporte %4, pessoal %5; crédito de revenda %6.</translation>
    </message>
    <message>
        <source>Total cost of ownership on-prem: %1 (NPV %2).</source>
        <translation>Custo total de propriedade on-premises: %1 (VPL %2).</translation>
    </message>
    <message>
        <source>Cloud instance plan (%1)</source>
        <translation>Plano de instâncias de nuvem (%1)</translation>
    </message>
    <message>
        <source>GPUs month 1</source>
        <translation>GPUs mês 1</translation>
    </message>
    <message>
        <source>GPUs month %1</source>
        <translation>GPUs mês %1</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-horas</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>Fonte do preço</translation>
    </message>
    <message>
        <source>No cloud option can be priced for this configuration.</source>
        <translation>Nenhuma opção de nuvem pode ser precificada para esta configuração.</translation>
    </message>
    <message>
        <source>Replicas of %1, autoscaled today between %2 and %3 (minimum %4, new replicas ready after %5 min); GPUs are monthly averages of the GPUs paid for.</source>
        <translation>Réplicas de %1, escaladas hoje entre %2 e %3 (mínimo %4, novas réplicas prontas após %5 min); GPUs são médias mensais das GPUs pagas.</translation>
    </message>
    <message>
        <source>No autoscaling: on-demand and spot run the peak fleet around the clock.</source>
        <translation>Sem escalonamento automático: sob demanda e spot rodam a frota de pico o tempo todo.</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>Lista de materiais</translation>
    </message>
    <message>
        <source>On-prem: no purchase price; </source>
        <translation>On-premises: sem preço de compra; </translation>
    </message>
    <message>
        <source>cannot write '%1': %2</source>
        <translation>não é possível gravar '%1': %2</translation>
    </message>
    <message>
        <source>%1 — GPU capacity plan, %2</source>
        <translation>%1 — plano de capacidade de GPU, %2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>it is a folder; give a file name ending in .pdf</source>
        <translation>é uma pasta; informe um nome de arquivo terminado em .pdf</translation>
    </message>
    <message>
        <source>give a file name ending in .pdf</source>
        <translation>informe um nome de arquivo terminado em .pdf</translation>
    </message>
    <message>
        <source>the folder '%1' does not exist</source>
        <translation>a pasta '%1' não existe</translation>
    </message>
    <message>
        <source>GPU capacity plan: %1</source>
        <translation>Plano de capacidade de GPU: %1</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>não foi possível iniciar o PDF</translation>
    </message>
    <message>
        <source>%1 GPU types</source>
        <translation>%1 tipos de GPU</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>in %1 on %2</source>
        <translation>em %1 em %2</translation>
    </message>
    <message>
        <source>%1 %2 on %3 tokens within %4 h, %5.</source>
        <translation>%1 %2 com %3 tokens em %4 h, %5.</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Treinar</translation>
    </message>
    <message>
        <source>Fine-tune (%1)</source>
        <translation>Ajuste fino (%1)</translation>
    </message>
    <message>
        <source>%1 time to first token within %2</source>
        <translation>tempo até o primeiro token %1 em até %2</translation>
    </message>
    <message>
        <source>%1 time per output token within %2</source>
        <translation>tempo por token de saída %1 em até %2</translation>
    </message>
    <message>
        <source>Serve %1 at peak %2, mean %3 over the week (%4); prompts of %5 tokens and answers of %6 on average%7, %8.</source>
        <translation>Servir %1 com pico de %2, média de %3 na semana (%4); prompts de %5 tokens e respostas de %6 em média%7, %8.</translation>
    </message>
    <message>
        <source> with %1</source>
        <translation> com %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>%1 (%2, %3 parameters</source>
        <translation>%1 (%2, %3 parâmetros</translation>
    </message>
    <message>
        <source>, %1 active per token</source>
        <translation>, %1 ativos por token</translation>
    </message>
    <message>
        <source>, context %1 tokens</source>
        <translation>, contexto de %1 tokens</translation>
    </message>
    <message>
        <source>%1 time to first token ≤ %2</source>
        <translation>tempo até o primeiro token %1 ≤ %2</translation>
    </message>
    <message>
        <source>%1 time per output token ≤ %2</source>
        <translation>tempo por token de saída %1 ≤ %2</translation>
    </message>
    <message>
        <source>at least %1 in all</source>
        <translation>pelo menos %1 no total</translation>
    </message>
    <message>
        <source>output tokens/s</source>
        <translation>tokens de saída/s</translation>
    </message>
    <message>
        <source>met at the pessimistic end of the 90 % band</source>
        <translation>atendidas no extremo pessimista da faixa de 90 %</translation>
    </message>
    <message>
        <source>at least %1 replicas</source>
        <translation>pelo menos %1 réplicas</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>peak %1 (sized for, + %2 growth headroom), mean %3 (costed at); prompts %4 / %5 tokens and outputs %6 / %7 tokens (mean / p95)</source>
        <translation>pico %1 (dimensionado para ele, + %2 de folga de crescimento), média %3 (custeada); prompts %4 / %5 tokens e saídas %6 / %7 tokens (média / p95)</translation>
    </message>
    <message>
        <source>Demand note</source>
        <translation>Nota sobre a demanda</translation>
    </message>
    <message>
        <source>Service levels</source>
        <translation>Níveis de serviço</translation>
    </message>
    <message>
        <source>%1: %2 tokens, sequence %3, global batch %4</source>
        <translation>%1: %2 tokens, sequência %3, lote global %4</translation>
    </message>
    <message>
        <source>finish within %1 h</source>
        <translation>concluir em até %1 h</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>Crescimento</translation>
    </message>
    <message>
        <source>sized with %1 headroom over the peak demand; demand grows %2 a year over the %3-month cost horizon</source>
        <translation>dimensionado com %1 de folga sobre o pico de demanda; a demanda cresce %2 ao ano no horizonte de custo de %3 meses</translation>
    </message>
    <message>
        <source>Precisions</source>
        <translation>Precisões</translation>
    </message>
    <message>
        <source> (emulated precisions allowed)</source>
        <translation> (precisões emuladas permitidas)</translation>
    </message>
    <message>
        <source> (native only)</source>
        <translation> (apenas nativas)</translation>
    </message>
    <message>
        <source>%1, with its own fitted efficiency and overheads; it may use %2 of each GPU's memory</source>
        <translation>%1, com sua própria eficiência ajustada e sobrecargas; pode usar %2 da memória de cada GPU</translation>
    </message>
    <message>
        <source>GPUs considered</source>
        <translation>GPUs consideradas</translation>
    </message>
    <message>
        <source>%1 GPU types, at most %2 GPUs, %3 GPUs per node</source>
        <translation>%1 tipos de GPU, no máximo %2 GPUs, %3 GPUs por nó</translation>
    </message>
    <message>
        <source>Requirements</source>
        <translation>Requisitos</translation>
    </message>
    <message>
        <source>The scenario's description: %1</source>
        <translation>Descrição do cenário: %1</translation>
    </message>
    <message>
        <source>%1 configurations (GPU × precision × layout) evaluated; %2 meet the service levels%4. The table lists the %3 cheapest, ranked by cost per million tokens at cloud on-demand prices%5; the first row is the recommendation.</source>
        <translation>%1 configurações (GPU × precisão × layout) avaliadas; %2 atendem aos níveis de serviço%4. A tabela lista as %3 mais baratas, classificadas pelo custo por milhão de tokens a preços de nuvem sob demanda%5; a primeira linha é a recomendação.</translation>
    </message>
    <message>
        <source> (%1 of them not ranked: they need over %2 times the GPUs of the same GPU's cheapest layout)</source>
        <translation> (%1 delas sem posição: precisam de mais de %2 vezes as GPUs do layout mais barato da mesma GPU)</translation>
    </message>
    <message>
        <source> (the fleet sized for the peak, running around the clock, at the mean load)</source>
        <translation> (a frota dimensionada para o pico, rodando o tempo todo, na carga média)</translation>
    </message>
    <message>
        <source>Latencies at the grown peak (headroom included), queueing in TTFT. Util.: share of capacity the peak uses. $/month: the fleet around the clock at on-demand prices; $/M tok: that cost over the output tokens served at the mean load. ~ after the precision: efficiency borrowed from another GPU family or precision (wider band).</source>
        <translation>Latências no pico com crescimento (folga incluída), fila incluída no TTFT. Util.: fração da capacidade que o pico usa. $/mês: a frota o tempo todo a preços sob demanda; $/M tok: esse custo sobre os tokens de saída servidos na carga média. ~ após a precisão: eficiência emprestada de outra família de GPU ou precisão (faixa mais larga).</translation>
    </message>
    <message>
        <source>Run time and cost at on-demand prices; MFU: model FLOPs utilization.</source>
        <translation>Tempo de execução e custo a preços sob demanda; MFU: utilização de FLOPs do modelo.</translation>
    </message>
    <message>
        <source>† GeForce card, included because the scenario sets allow_geforce: %1.</source>
        <translation>† Placa GeForce, incluída porque o cenário define allow_geforce: %1.</translation>
    </message>
    <message>
        <source>Closest configuration</source>
        <translation>Configuração mais próxima</translation>
    </message>
    <message>
        <source>Why it does not qualify</source>
        <translation>Por que não se qualifica</translation>
    </message>
    <message>
        <source>GPUs that cannot meet the service levels</source>
        <translation>GPUs que não conseguem atender aos níveis de serviço</translation>
    </message>
    <message>
        <source>Candidate comparison</source>
        <translation>Comparação de candidatos</translation>
    </message>
    <message>
        <source>Memory and cost per token</source>
        <translation>Memória e custo por token</translation>
    </message>
    <message>
        <source>Memory per GPU of the six best-ranked configurations. The recommendation uses %1 of the %2 the runtime can allocate (weights %3, KV cache %4).</source>
        <translation>Memória por GPU das seis configurações mais bem classificadas. A recomendação usa %1 dos %2 que o runtime pode alocar (pesos %3, cache KV %4).</translation>
    </message>
    <message>
        <source>Scenario “%1”</source>
        <translation>Cenário “%1”</translation>
    </message>
    <message>
        <source>run of %1 h (90 %: %2 – %3 h) against a deadline of %4 h (%5 margin)</source>
        <translation>execução de %1 h (90 %: %2 – %3 h) para um prazo de %4 h (margem de %5)</translation>
    </message>
    <message>
        <source>%1 TTFT %2 against ≤ %3 (%4 margin)</source>
        <translation>TTFT %1 %2 para ≤ %3 (margem de %4)</translation>
    </message>
    <message>
        <source>%1 TPOT %2 against ≤ %3 (%4 margin)</source>
        <translation>TPOT %1 %2 para ≤ %3 (margem de %4)</translation>
    </message>
    <message>
        <source>%1 against ≥ %2</source>
        <translation>%1 para ≥ %2</translation>
    </message>
    <message>
        <source>no latency target set</source>
        <translation>nenhuma meta de latência definida</translation>
    </message>
    <message>
        <source>run time %1 – %2 h</source>
        <translation>tempo de execução %1 – %2 h</translation>
    </message>
    <message>
        <source>%1 TPOT %2 – %3, %1 TTFT %4 – %5</source>
        <translation>TPOT %1 %2 – %3, TTFT %1 %4 – %5</translation>
    </message>
    <message>
        <source> (the pessimistic end misses the target: validate with a benchmark before buying)</source>
        <translation> (o extremo pessimista não atinge a meta: valide com um benchmark antes da compra)</translation>
    </message>
    <message>
        <source>Serve &lt;b&gt;%1&lt;/b&gt; on &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Servir &lt;b&gt;%1&lt;/b&gt; em &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Train &lt;b&gt;%1&lt;/b&gt; on &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>Treinar &lt;b&gt;%1&lt;/b&gt; em &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>: %1 a month at cloud on-demand prices</source>
        <translation>: %1 por mês a preços de nuvem sob demanda</translation>
    </message>
    <message>
        <source>: %1 for the run at cloud on-demand prices</source>
        <translation>: %1 pela execução a preços de nuvem sob demanda</translation>
    </message>
    <message>
        <source>; over %1 months the cheapest way to pay for it is &lt;b&gt;%2&lt;/b&gt;, %3 in total (%4 net present value)</source>
        <translation>; em %1 meses, a forma mais barata de pagar é &lt;b&gt;%2&lt;/b&gt;, %3 no total (valor presente líquido de %4)</translation>
    </message>
    <message>
        <source>Buying instead</source>
        <translation>Comprando em vez disso</translation>
    </message>
    <message>
        <source>no on-prem price: </source>
        <translation>sem preço on-premises: </translation>
    </message>
    <message>
        <source>The recommendation's GPU has no purchase price; the best-ranked configuration with one is rank %1 (%2). </source>
        <translation>A GPU da recomendação não tem preço de compra; a configuração mais bem classificada que tem um é a de posição %1 (%2). </translation>
    </message>
    <message>
        <source>%1: %2 over %3 months (NPV %4)</source>
        <translation>%1: %2 em %3 meses (VPL %4)</translation>
    </message>
    <message>
        <source>; %1: %2 (NPV %3)</source>
        <translation>; %1: %2 (VPL %3)</translation>
    </message>
    <message>
        <source>; no hybrid: no on-prem base pays off (all-cloud on-demand is cheapest)</source>
        <translation>; sem híbrido: nenhuma base on-premises compensa (tudo em nuvem sob demanda é o mais barato)</translation>
    </message>
    <message>
        <source>; on-prem breaks even with %1 in month %2</source>
        <translation>; o on-premises atinge o ponto de equilíbrio com %1 no mês %2</translation>
    </message>
    <message>
        <source>; on-prem does not break even with %1 within %2 months</source>
        <translation>; o on-premises não atinge o ponto de equilíbrio com %1 em %2 meses</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Configuração</translation>
    </message>
    <message>
        <source>%1 (plan rank 1 of %2 that meet the service levels; %3 evaluated)</source>
        <translation>%1 (posição 1 do plano entre %2 que atendem aos níveis de serviço; %3 avaliadas)</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licença</translation>
    </message>
    <message>
        <source>%1 (GeForce included by the scenario's allow_geforce)</source>
        <translation>%1 (GeForce incluída pelo allow_geforce do cenário)</translation>
    </message>
    <message>
        <source>%1 a month on demand (fleet sized for the grown peak, %2/GPU-hour)</source>
        <translation>%1 por mês sob demanda (frota dimensionada para o pico com crescimento, %2/GPU-hora)</translation>
    </message>
    <message>
        <source>%1 for the run on demand (%2/GPU-hour)</source>
        <translation>%1 pela execução sob demanda (%2/GPU-hora)</translation>
    </message>
    <message>
        <source>; %1 averages %2 a month over the horizon</source>
        <translation>; %1 custa em média %2 por mês no horizonte</translation>
    </message>
    <message>
        <source>Cost over %1 months</source>
        <translation>Custo em %1 meses</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; with %2 (NPV %3 at %4 a year; 90 % band %5 – %6)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; com %2 (VPL %3 a %4 ao ano; faixa de 90 % %5 – %6)</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>Custo por milhão de tokens de saída</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>Custo por execução</translation>
    </message>
    <message>
        <source>%1 on demand, the planned fleet at the mean load; </source>
        <translation>%1 sob demanda, a frota planejada na carga média; </translation>
    </message>
    <message>
        <source>%1 with %2 over the horizon</source>
        <translation>%1 com %2 no horizonte</translation>
    </message>
    <message>
        <source>Cost over the horizon</source>
        <translation>Custo no horizonte</translation>
    </message>
    <message>
        <source>Service levels met</source>
        <translation>Níveis de serviço atendidos</translation>
    </message>
    <message>
        <source>. 90 % band: </source>
        <translation>. Faixa de 90 %: </translation>
    </message>
    <message>
        <source>%1 of %2 usable</source>
        <translation>%1 de %2 utilizáveis</translation>
    </message>
    <message>
        <source>Nothing meets the service levels within the limits (%1 configurations evaluated). Closest: %2</source>
        <translation>Nada atende aos níveis de serviço dentro dos limites (%1 configurações avaliadas). Mais próximo: %2</translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation>Segundo colocado</translation>
    </message>
    <message>
        <source>%1 on %2: %3.</source>
        <translation>%1 em %2: %3.</translation>
    </message>
    <message>
        <source>no price in the catalog, so it cannot be ranked on cost</source>
        <translation>sem preço no catálogo, então não pode ser classificada por custo</translation>
    </message>
    <message>
        <source>it costs %1 per million %2 tokens against %3 (%4 more)</source>
        <translation>custa %1 por milhão de tokens %2 contra %3 (%4 a mais)</translation>
    </message>
    <message>
        <source>output</source>
        <translation>de saída</translation>
    </message>
    <message>
        <source>trained</source>
        <translation>treinados</translation>
    </message>
    <message>
        <source>, %1 a month against %2</source>
        <translation>, %1 por mês contra %2</translation>
    </message>
    <message>
        <source>, though it needs fewer GPUs (%1 against %2)</source>
        <translation>, embora precise de menos GPUs (%1 contra %2)</translation>
    </message>
    <message>
        <source>it costs the same per token but needs %1 against %2</source>
        <translation>custa o mesmo por token, mas precisa de %1 contra %2</translation>
    </message>
    <message>
        <source>same cost and GPU count, fewer output tokens/s per GPU (%1 against %2)</source>
        <translation>mesmo custo e número de GPUs, menos tokens de saída/s por GPU (%1 contra %2)</translation>
    </message>
    <message>
        <source>GPU capacity plan</source>
        <translation>Plano de capacidade de GPU</translation>
    </message>
    <message>
        <source>Scenario </source>
        <translation>Cenário </translation>
    </message>
    <message>
        <source>Scenarios </source>
        <translation>Cenários </translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Prepared with</source>
        <translation>Preparado com</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catálogo</translation>
    </message>
    <message>
        <source>bundled reference catalog</source>
        <translation>catálogo de referência incluído</translation>
    </message>
    <message>
        <source>Every figure in this report is computed by the RightSizer engine from the scenario and the catalog named above; the same figures are printed by &lt;i&gt;rightsizer plan&lt;/i&gt; and &lt;i&gt;rightsizer tco&lt;/i&gt;. Section “Assumptions” gives the source and date of every catalog figure and price used, and section “Uncertainty and calibration” how far the estimates can be trusted.</source>
        <translation>Cada valor deste relatório é calculado pelo motor do RightSizer a partir do cenário e do catálogo indicados acima; os mesmos valores são impressos por &lt;i&gt;rightsizer plan&lt;/i&gt; e &lt;i&gt;rightsizer tco&lt;/i&gt;. A seção “Premissas” informa a fonte e a data de cada valor e preço do catálogo usados, e a seção “Incerteza e calibração”, até que ponto as estimativas são confiáveis.</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>Resumo executivo</translation>
    </message>
    <message>
        <source>%1 × %2 in %3 (%4</source>
        <translation>%1 × %2 em %3 (%4</translation>
    </message>
    <message>
        <source>, %1 at batch %2)</source>
        <translation>, %1 com lote %2)</translation>
    </message>
    <message>
        <source>, data parallel %1)</source>
        <translation>, paralelismo de dados %1)</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a sentence and its full stop</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Purchases as demand grows: %1.</source>
        <translation>Compras conforme a demanda cresce: %1.</translation>
    </message>
    <message>
        <source>%1)</source>
        <comment>closes the parenthesis the model's facts opened</comment>
        <translation>%1)</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the clauses of a list</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n itens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n configuration(s)</source>
        <translation>
            <numerusform>%n configuração</numerusform>
            <numerusform>%n configurações</numerusform>
        </translation>
    </message>
    <message>
        <source>Speculative</source>
        <translation>Especulativa</translation>
    </message>
    <message>
        <source>%1 tokens a step</source>
        <translation>%1 tokens por passo</translation>
    </message>
    <message>
        <source>%1, %2 proposals, each accepted at %3</source>
        <translation>%1, %2 propostas, cada uma aceita a %3</translation>
    </message>
    <message>
        <source>draft %1</source>
        <translation>rascunho %1</translation>
    </message>
    <message>
        <source>MTP/EAGLE head</source>
        <translation>cabeça MTP/EAGLE</translation>
    </message>
    <message>
        <source>Prefix cache</source>
        <translation>Cache de prefixo</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <source>of each prompt skipped on average: %1 shared, found by %2</source>
        <translation>de cada prompt evitados em média: %1 compartilhados, encontrados por %2</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Técnica</translation>
    </message>
    <message>
        <source>Serving techniques the plan uses: speculative decoding (tokens a step) and prefix caching (prompt tokens skipped)</source>
        <translation>Técnicas de serviço que o plano usa: decodificação especulativa (tokens por passo) e cache de prefixo (tokens de prompt pulados)</translation>
    </message>
    <message>
        <source>Disaggregated serving, against rank 1</source>
        <translation>Serviço desagregado, contra o 1º lugar</translation>
    </message>
    <message>
        <source>Serving techniques</source>
        <translation>Técnicas de serviço</translation>
    </message>
    <message>
        <source>Disaggregated serving</source>
        <translation>Serviço desagregado</translation>
    </message>
    <message>
        <source>%1 × TP%2 on %3</source>
        <translation>%1 × TP%2 em %3</translation>
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
        <translation>rascunho</translation>
    </message>
    <message>
        <source>prefix %1 tok</source>
        <translation>prefixo %1 tok</translation>
    </message>
    <message>
        <source>speculative decoding with %1: %2 proposals a step, each accepted at %3, %4 tokens a step on average</source>
        <translation>decodificação especulativa com %1: %2 propostas por passo, cada uma aceita a %3, %4 tokens por passo em média</translation>
    </message>
    <message>
        <source>the draft %1</source>
        <translation>o rascunho %1</translation>
    </message>
    <message>
        <source>the model's MTP/EAGLE head</source>
        <translation>a cabeça MTP/EAGLE do modelo</translation>
    </message>
    <message>
        <source>prefix caching: %1 tokens of each prompt skipped on average (%2 shared, found by %3 of requests)</source>
        <translation>cache de prefixo: %1 tokens de cada prompt pulados em média (%2 compartilhados, encontrados por %3 das requisições)</translation>
    </message>
    <message>
        <source>served aggregated: prefill and decode share each replica's GPUs</source>
        <translation>serviço agregado: preenchimento e decodificação compartilham as GPUs de cada réplica</translation>
    </message>
    <message>
        <source>disaggregated serving: nothing to compare (no split was sized)</source>
        <translation>serviço desagregado: nada a comparar (nenhuma divisão foi dimensionada)</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredito</translation>
    </message>
    <message>
        <source>no split</source>
        <translation>nenhuma divisão</translation>
    </message>
    <message>
        <source>disaggregated wins</source>
        <translation>desagregado vence</translation>
    </message>
    <message>
        <source>aggregated wins</source>
        <translation>agregado vence</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>por %1</translation>
    </message>
    <message>
        <source>Prefill pool</source>
        <translation>Pool de preenchimento</translation>
    </message>
    <message>
        <source>%1 busy; a prompt alone takes %2</source>
        <translation>%1 ocupado; um prompt sozinho leva %2</translation>
    </message>
    <message>
        <source>Decode pool</source>
        <translation>Pool de decodificação</translation>
    </message>
    <message>
        <source>%1 sequences per worker (at most %2)</source>
        <translation>%1 sequências por worker (no máximo %2)</translation>
    </message>
    <message>
        <source>KV transfer</source>
        <translation>Transferência de KV</translation>
    </message>
    <message>
        <source>%1 a request over the %2 link</source>
        <translation>%1 por requisição pelo enlace %2</translation>
    </message>
    <message>
        <source>mean %1, queueing for a prefill worker included</source>
        <translation>média %1, incluindo a espera por um worker de preenchimento</translation>
    </message>
    <message>
        <source>decode-only steps; 90 %: %1 – %2</source>
        <translation>passos só de decodificação; 90 %: %1 – %2</translation>
    </message>
    <message>
        <source>%1/hour</source>
        <translation>%1/hora</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) in all</source>
        <translation>
            <numerusform>%n GPU no total</numerusform>
            <numerusform>%n GPUs no total</numerusform>
        </translation>
    </message>
    <message>
        <source>No TCO for the disaggregated split: %1</source>
        <translation>Sem TCO para a divisão desagregada: %1</translation>
    </message>
    <message>
        <source>The planner's disaggregated split (%1) costed pool by pool: each pool scales with the demand as its own fleet, with its own GPU's prices, servers and power; the options are the pools' sums.</source>
        <translation>A divisão desagregada do planejador (%1) custeada pool a pool: cada pool escala com a demanda como sua própria frota, com os preços, servidores e potência da sua própria GPU; as opções são as somas dos pools.</translation>
    </message>
    <message>
        <source>%1/GPU-hour on demand (%2)</source>
        <translation>%1/GPU-hora sob demanda (%2)</translation>
    </message>
    <message>
        <source>no on-demand price</source>
        <translation>sem preço sob demanda</translation>
    </message>
    <message>
        <source>For the split: &lt;b&gt;%1&lt;/b&gt; (%2 net present value), %3 less than the recommended configuration's %4 (%5).</source>
        <translation>Para a divisão: &lt;b&gt;%1&lt;/b&gt; (VPL %2), %3 a menos que a opção %4 da configuração recomendada (%5).</translation>
    </message>
    <message>
        <source>For the split: &lt;b&gt;%1&lt;/b&gt; (%2 net present value), %3 more than the recommended configuration's %4 (%5).</source>
        <translation>Para a divisão: &lt;b&gt;%1&lt;/b&gt; (VPL %2), %3 a mais que a opção %4 da configuração recomendada (%5).</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n worker(s) at the plan (%2); %3</source>
        <translation>
            <numerusform>%1: %n worker no plano (%2); %3</numerusform>
            <numerusform>%1: %n workers no plano (%2); %3</numerusform>
        </translation>
    </message>
    <message>
        <source>no price counted for %1: none in this tier and region, or only marketplace offers (they count in the marketplace tier) or thin evidence you asked to leave out. Ranked after the priced ones, by GPU-hours per million tokens (%2). Type a price into the $/GPU-h cell (your own quote) or set cost.gpu_hour_usd.%1</source>
        <translation>nenhum preço considerado para %1: nenhum nesta faixa e região, ou só ofertas de marketplace (elas contam na faixa marketplace) ou evidência fraca que você pediu para deixar de fora. Classificada depois das que têm preço, por GPU-horas por milhão de tokens (%2). Digite um preço na célula $/GPU-h (sua própria cotação) ou defina cost.gpu_hour_usd.%1</translation>
    </message>
    <message>
        <source>Cheapest per million tokens first; unpriced last, fewest GPU-hours per million tokens first</source>
        <translation>Mais barato por milhão de tokens primeiro; sem preço por último, com menos GPU-horas por milhão de tokens primeiro</translation>
    </message>
    <message>
        <source>Reference price: tier, region and basis</source>
        <translation>Preço de referência: faixa, região e base</translation>
    </message>
    <message>
        <source>The planner ranks each GPU by the median over providers of each provider's median current quote of the chosen tier, one vote per provider; a quote of your own (a price you added to the catalog) wins over the public ones, and a scenario's cost.gpu_hour_usd over both. Tier: %3; region: %5%4. A price is thin evidence when it rests on fewer than %1 providers, on marketplace offers only, or on quotes over %2 months old on the report's date: confirm such a price with a quote of your own. Quotes without a region count in every region; prices are in US dollars (USD).</source>
        <translation>O planejador classifica cada GPU pela mediana, entre os provedores, da cotação atual mediana de cada provedor na faixa escolhida, um voto por provedor; uma cotação sua (um preço que você adicionou ao catálogo) prevalece sobre as públicas, e o cost.gpu_hour_usd de um cenário sobre ambas. Faixa: %3; região: %5%4. Um preço é evidência fraca quando se apoia em menos de %1 provedores, só em ofertas de marketplace ou em cotações com mais de %2 meses na data do relatório: confirme esse preço com uma cotação sua. Cotações sem região valem em todas as regiões; os preços são em dólares americanos (USD).</translation>
    </message>
    <message>
        <source>matmuls %1</source>
        <translation>multiplicações de matrizes %1</translation>
    </message>
    <message>
        <source>Matmuls</source>
        <translation>Multiplicações de matrizes</translation>
    </message>
    <message>
        <source>Non-matmul work</source>
        <translation>Trabalho fora das multiplicações</translation>
    </message>
    <message>
        <source>norms, activations, residuals</source>
        <translation>normalizações, ativações, resíduos</translation>
    </message>
    <message>
        <source>TP all-reduces</source>
        <translation>all-reduces de TP</translation>
    </message>
    <message>
        <source>of one GPU's step</source>
        <translation>do passo de uma GPU</translation>
    </message>
    <message>
        <source>EP all-to-alls</source>
        <translation>all-to-alls de EP</translation>
    </message>
    <message>
        <source>%1 of the step</source>
        <translation>%1 do passo</translation>
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
        <translation>A4 (210 × 297 mm)</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Carta (Letter)</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation>Carta (8,5 × 11 pol.)</translation>
    </message>
    <message>
        <source>1 page</source>
        <translation>1 página</translation>
    </message>
    <message>
        <source>%1 pages</source>
        <translation>%1 páginas</translation>
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
        <translation>Tempo até o primeiro token: da chegada de uma requisição ao seu primeiro token de saída, fila incluída.</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Time per output token: the time between output tokens once generation runs.</source>
        <translation>Tempo por token de saída: o tempo entre tokens de saída depois que a geração começa.</translation>
    </message>
    <message>
        <source>p50, p95, p99</source>
        <translation>p50, p95, p99</translation>
    </message>
    <message>
        <source>Percentile: the value 50, 95 or 99 % of requests do not exceed.</source>
        <translation>Percentil: o valor que 50, 95 ou 99 % das requisições não excedem.</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <source>Number format of the weights (bf16, fp8, int4, ...); ~ marks efficiency factors borrowed from another GPU family or precision.</source>
        <translation>Formato numérico dos pesos (bf16, fp8, int4, ...); ~ marca fatores de eficiência emprestados de outra família de GPU ou precisão.</translation>
    </message>
    <message>
        <source>TP, PP, DP</source>
        <translation>TP, PP, DP</translation>
    </message>
    <message>
        <source>Tensor, pipeline and data parallelism: a model split across GPUs within a layer, across layers, or replicated.</source>
        <translation>Paralelismo de tensor, de pipeline e de dados: um modelo dividido entre GPUs dentro de uma camada, entre camadas ou replicado.</translation>
    </message>
    <message>
        <source>Replica</source>
        <translation>Réplica</translation>
    </message>
    <message>
        <source>One copy of the model on TP × PP GPUs; serving adds replicas for throughput.</source>
        <translation>Uma cópia do modelo em TP × PP GPUs; o serving adiciona réplicas para vazão.</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Lote</translation>
    </message>
    <message>
        <source>Requests one replica decodes together.</source>
        <translation>Requisições que uma réplica decodifica juntas.</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>Keys and values of the tokens seen so far, kept in GPU memory per request.</source>
        <translation>Chaves e valores dos tokens já vistos, mantidos na memória da GPU por requisição.</translation>
    </message>
    <message>
        <source>Usable memory</source>
        <translation>Memória utilizável</translation>
    </message>
    <message>
        <source>What the runtime can allocate on a GPU (below the datasheet figure).</source>
        <translation>O que o runtime pode alocar em uma GPU (abaixo do valor da ficha técnica).</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Folga</translation>
    </message>
    <message>
        <source>Extra capacity over today's peak demand, for growth and bursts.</source>
        <translation>Capacidade extra sobre o pico de demanda atual, para crescimento e picos.</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Utilização</translation>
    </message>
    <message>
        <source>Share of the capacity paid for that the demand uses.</source>
        <translation>Fração da capacidade paga que a demanda usa.</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilization: useful training FLOPs over the GPUs' dense peak.</source>
        <translation>Utilização de FLOPs do modelo: FLOPs úteis de treino sobre o pico denso das GPUs.</translation>
    </message>
    <message>
        <source>$/M tokens</source>
        <translation>$/M tokens</translation>
    </message>
    <message>
        <source>US dollars per million output tokens served (or tokens trained).</source>
        <translation>Dólares americanos por milhão de tokens de saída servidos (ou tokens treinados).</translation>
    </message>
    <message>
        <source>On-demand, reserved, spot</source>
        <translation>Sob demanda, reservado, spot</translation>
    </message>
    <message>
        <source>Cloud prices: pay by the hour; commit for 1 or 3 years at a discount; spare capacity that can be reclaimed.</source>
        <translation>Preços de nuvem: pagar por hora; compromisso de 1 ou 3 anos com desconto; capacidade ociosa que pode ser retomada.</translation>
    </message>
    <message>
        <source>On-prem, hybrid</source>
        <translation>On-premises, híbrido</translation>
    </message>
    <message>
        <source>Buy servers; or buy a base fleet and burst to on-demand cloud.</source>
        <translation>Comprar servidores; ou comprar uma frota base e expandir para a nuvem sob demanda.</translation>
    </message>
    <message>
        <source>TCO</source>
        <translation>TCO</translation>
    </message>
    <message>
        <source>Total cost of ownership: every cash cost of an option over the horizon.</source>
        <translation>Custo total de propriedade: todo custo em caixa de uma opção no horizonte.</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>VPL</translation>
    </message>
    <message>
        <source>Net present value: the costs discounted to today at the discount rate.</source>
        <translation>Valor presente líquido: os custos descontados a hoje pela taxa de desconto.</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Ponto de equilíbrio</translation>
    </message>
    <message>
        <source>The first month from which an option's cumulative cost stays at or below another's.</source>
        <translation>O primeiro mês a partir do qual o custo acumulado de uma opção fica igual ou abaixo do de outra.</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness: facility power over IT power.</source>
        <translation>Eficácia no uso de energia: potência da instalação sobre a potência de TI.</translation>
    </message>
    <message>
        <source>90 % band</source>
        <translation>Faixa de 90 %</translation>
    </message>
    <message>
        <source>The range that holds the true value with 90 % probability, from the spread of the calibration measurements.</source>
        <translation>O intervalo que contém o valor real com 90 % de probabilidade, a partir da dispersão das medições de calibração.</translation>
    </message>
    <message>
        <source>SLA</source>
        <translation>SLA</translation>
    </message>
    <message>
        <source>Service level agreement: the latency and throughput targets the plan must meet.</source>
        <translation>Acordo de nível de serviço: as metas de latência e vazão que o plano deve atender.</translation>
    </message>
</context>
<context>
    <name>RevisionSummary</name>
    <message>
        <source>saved</source>
        <translation>salvo</translation>
    </message>
    <message>
        <source>; … and 1 more edit</source>
        <translation>; … e mais 1 edição</translation>
    </message>
    <message>
        <source>; … and %1 more edits</source>
        <translation>; … e mais %1 edições</translation>
    </message>
</context>
<context>
    <name>TcoWords</name>
    <message>
        <source>on-demand</source>
        <translation>sob demanda</translation>
    </message>
    <message>
        <source>reserved-1y</source>
        <translation>reservado 1 ano</translation>
    </message>
    <message>
        <source>reserved-3y</source>
        <translation>reservado 3 anos</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>on-prem</source>
        <translation>on-premises</translation>
    </message>
    <message>
        <source>hybrid</source>
        <translation>híbrido</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>Taxa de desconto</translation>
    </message>
    <message>
        <source>%/year</source>
        <translation>%/ano</translation>
    </message>
    <message>
        <source>Demand growth</source>
        <translation>Crescimento da demanda</translation>
    </message>
    <message>
        <source>Demand level</source>
        <translation>Nível de demanda</translation>
    </message>
    <message>
        <source>x profile</source>
        <translation>x perfil</translation>
    </message>
    <message>
        <source>Fleet headroom</source>
        <translation>Margem da frota</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>On-demand price</source>
        <translation>Preço sob demanda</translation>
    </message>
    <message>
        <source>USD/GPU-h</source>
        <translation>USD/GPU-h</translation>
    </message>
    <message>
        <source>Reserved 1-year price</source>
        <translation>Preço reservado 1 ano</translation>
    </message>
    <message>
        <source>Reserved 3-year price</source>
        <translation>Preço reservado 3 anos</translation>
    </message>
    <message>
        <source>Spot price</source>
        <translation>Preço spot</translation>
    </message>
    <message>
        <source>Minimum replicas</source>
        <translation>Réplicas mínimas</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>réplicas</translation>
    </message>
    <message>
        <source>Scale-up delay</source>
        <translation>Atraso de escalonamento</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs por nó</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Server price</source>
        <translation>Preço do servidor</translation>
    </message>
    <message>
        <source>USD/node</source>
        <translation>USD/nó</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Rede</translation>
    </message>
    <message>
        <source>Installation</source>
        <translation>Instalação</translation>
    </message>
    <message>
        <source>Depreciation period</source>
        <translation>Período de depreciação</translation>
    </message>
    <message>
        <source>years</source>
        <translation>anos</translation>
    </message>
    <message>
        <source>Financing rate</source>
        <translation>Taxa de financiamento</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>Valor residual</translation>
    </message>
    <message>
        <source>% of price</source>
        <translation>% do preço</translation>
    </message>
    <message>
        <source>GPU TDP</source>
        <translation>TDP da GPU</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>GPU average load</source>
        <translation>Carga média da GPU</translation>
    </message>
    <message>
        <source>% of TDP</source>
        <translation>% do TDP</translation>
    </message>
    <message>
        <source>Host power</source>
        <translation>Potência do host</translation>
    </message>
    <message>
        <source>W/node</source>
        <translation>W/nó</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>razão</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>Eletricidade</translation>
    </message>
    <message>
        <source>USD/kWh</source>
        <translation>USD/kWh</translation>
    </message>
    <message>
        <source>Space (colocation)</source>
        <translation>Espaço (colocation)</translation>
    </message>
    <message>
        <source>USD/kW-month</source>
        <translation>USD/kW-mês</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Suporte</translation>
    </message>
    <message>
        <source>% of capital/year</source>
        <translation>% do capital/ano</translation>
    </message>
    <message>
        <source>Staff share</source>
        <translation>Parcela de equipe</translation>
    </message>
    <message>
        <source>FTE/node</source>
        <translation>FTE/nó</translation>
    </message>
    <message>
        <source>Staff cost</source>
        <translation>Custo de equipe</translation>
    </message>
    <message>
        <source>USD/FTE-year</source>
        <translation>USD/FTE-ano</translation>
    </message>
    <message>
        <source>Training runs</source>
        <translation>Execuções de treinamento</translation>
    </message>
    <message>
        <source>runs/month</source>
        <translation>execuções/mês</translation>
    </message>
    <message>
        <source>replica</source>
        <translation>réplica</translation>
    </message>
    <message>
        <source>year</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>run/month</source>
        <translation>execução/mês</translation>
    </message>
    <message>
        <source>default</source>
        <translation>padrão</translation>
    </message>
    <message>
        <source>assumption: a typical corporate cost of capital</source>
        <translation>premissa: um custo de capital corporativo típico</translation>
    </message>
    <message>
        <source>default: no growth</source>
        <translation>padrão: sem crescimento</translation>
    </message>
    <message>
        <source>the demand profile as given</source>
        <translation>o perfil de demanda como informado</translation>
    </message>
    <message>
        <source>default: one replica stays up</source>
        <translation>padrão: uma réplica fica ativa</translation>
    </message>
    <message>
        <source>assumption: instance start and model load</source>
        <translation>premissa: início da instância e carga do modelo</translation>
    </message>
    <message>
        <source>assumption: racking, cabling, burn-in</source>
        <translation>premissa: montagem em rack, cabeamento, burn-in</translation>
    </message>
    <message>
        <source>assumption: a common accounting life for servers</source>
        <translation>premissa: uma vida contábil comum para servidores</translation>
    </message>
    <message>
        <source>default: paid in cash at purchase</source>
        <translation>padrão: pago à vista na compra</translation>
    </message>
    <message>
        <source>assumption: resale value after the depreciation period</source>
        <translation>premissa: valor de revenda após o período de depreciação</translation>
    </message>
    <message>
        <source>assumption: serving GPUs seldom draw their full TDP</source>
        <translation>premissa: GPUs de serving raramente consomem todo o TDP</translation>
    </message>
    <message>
        <source>assumption: hardware support contract</source>
        <translation>premissa: contrato de suporte de hardware</translation>
    </message>
    <message>
        <source>assumption: one operator per 20 nodes</source>
        <translation>premissa: um operador a cada 20 nós</translation>
    </message>
    <message>
        <source>assumption: loaded cost of an operations engineer</source>
        <translation>premissa: custo total de um engenheiro de operações</translation>
    </message>
    <message>
        <source>default: one run a month</source>
        <translation>padrão: uma execução por mês</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>cenário</translation>
    </message>
    <message>
        <source>default: follow the demand</source>
        <translation>padrão: seguir a demanda</translation>
    </message>
    <message>
        <source>none: no TCO for this scenario</source>
        <translation>nenhuma: sem TCO para este cenário</translation>
    </message>
    <message>
        <source>limits.headroom_percent (default 20 %)</source>
        <translation>limits.headroom_percent (padrão 20 %)</translation>
    </message>
    <message>
        <source>PRC-0119 calculator default 1.3 (industry averages 1.56-1.58, PRC-0113/0114)</source>
        <translation>PRC-0119 padrão da calculadora 1,3 (médias do setor 1,56-1,58, PRC-0113/0114)</translation>
    </message>
    <message>
        <source>PRC-0118: US industrial electricity assumption</source>
        <translation>PRC-0118: premissa de eletricidade industrial nos EUA</translation>
    </message>
    <message>
        <source>PRC-0121: colocation $150-250/kW-month, midpoint</source>
        <translation>PRC-0121: colocation $150-250/kW-mês, ponto médio</translation>
    </message>
    <message>
        <source>limits.gpus_per_node</source>
        <translation>limits.gpus_per_node</translation>
    </message>
    <message>
        <source>scenario limits.headroom_percent</source>
        <translation>cenário limits.headroom_percent</translation>
    </message>
    <message>
        <source>scenario limits.gpus_per_node</source>
        <translation>cenário limits.gpus_per_node</translation>
    </message>
</context>
<context>
    <name>TelemetryStatsModel</name>
    <message>
        <source>GPU utilization, mean</source>
        <translation>Utilização da GPU, média</translation>
    </message>
    <message>
        <source>Share of time a kernel ran (nvidia-smi utilization.gpu, DCGM GPU_UTIL), averaged over every sample of every GPU</source>
        <translation>Fração do tempo em que um kernel rodou (nvidia-smi utilization.gpu, DCGM GPU_UTIL), média de todas as amostras de todas as GPUs</translation>
    </message>
    <message>
        <source>GPU utilization, median (p50)</source>
        <translation>Utilização da GPU, mediana (p50)</translation>
    </message>
    <message>
        <source>Half the samples were at or below this</source>
        <translation>Metade das amostras ficou neste valor ou abaixo</translation>
    </message>
    <message>
        <source>GPU utilization, p95</source>
        <translation>Utilização da GPU, p95</translation>
    </message>
    <message>
        <source>95 % of the samples were at or below this: the busy hour the candidates are sized for</source>
        <translation>95 % das amostras ficaram neste valor ou abaixo: a hora de pico para a qual os candidatos são dimensionados</translation>
    </message>
    <message>
        <source>Memory used, peak per GPU</source>
        <translation>Memória usada, pico por GPU</translation>
    </message>
    <message>
        <source>Largest frame buffer in use on any GPU (vLLM and TensorRT-LLM reserve their KV-cache pool up front, so this is what the runtime took, not what the model needed)</source>
        <translation>Maior frame buffer em uso em qualquer GPU (vLLM e TensorRT-LLM reservam o pool de cache KV de antemão; então é o que o runtime pegou, não o que o modelo precisava)</translation>
    </message>
    <message>
        <source>Memory used, mean per GPU</source>
        <translation>Memória usada, média por GPU</translation>
    </message>
    <message>
        <source>Frame buffer in use, averaged over the samples</source>
        <translation>Frame buffer em uso, média das amostras</translation>
    </message>
    <message>
        <source>Memory used, p99 per GPU</source>
        <translation>Memória usada, p99 por GPU</translation>
    </message>
    <message>
        <source>99 % of the samples used at most this</source>
        <translation>99 % das amostras usaram no máximo isto</translation>
    </message>
    <message>
        <source>SM occupancy, mean</source>
        <translation>Ocupação dos SMs, média</translation>
    </message>
    <message>
        <source>DCGM_FI_PROF_SM_OCCUPANCY: resident warps over the maximum (DCGM profiling metrics only)</source>
        <translation>DCGM_FI_PROF_SM_OCCUPANCY: warps residentes sobre o máximo (só métricas de profiling do DCGM)</translation>
    </message>
    <message>
        <source>Tensor cores active, mean</source>
        <translation>Tensor cores ativos, média</translation>
    </message>
    <message>
        <source>DCGM_FI_PROF_PIPE_TENSOR_ACTIVE: share of cycles the tensor pipes were busy (DCGM profiling metrics only)</source>
        <translation>DCGM_FI_PROF_PIPE_TENSOR_ACTIVE: fração dos ciclos em que os pipes de tensor estavam ocupados (só métricas de profiling do DCGM)</translation>
    </message>
    <message>
        <source>DRAM active, mean</source>
        <translation>DRAM ativa, média</translation>
    </message>
    <message>
        <source>DCGM_FI_PROF_DRAM_ACTIVE: share of cycles device memory was busy (DCGM profiling metrics only)</source>
        <translation>DCGM_FI_PROF_DRAM_ACTIVE: fração dos ciclos em que a memória do dispositivo estava ocupada (só métricas de profiling do DCGM)</translation>
    </message>
    <message>
        <source>Power, mean per GPU</source>
        <translation>Potência, média por GPU</translation>
    </message>
    <message>
        <source>Board power draw averaged over the samples</source>
        <translation>Consumo da placa, média das amostras</translation>
    </message>
    <message>
        <source>Power, p95 per GPU</source>
        <translation>Potência, p95 por GPU</translation>
    </message>
    <message>
        <source>95 % of the samples drew at most this</source>
        <translation>95 % das amostras consumiram no máximo isto</translation>
    </message>
    <message>
        <source>Idle time</source>
        <translation>Tempo ocioso</translation>
    </message>
    <message>
        <source>Share of the observed GPU-time spent in stretches of at least 5 minutes below 5 % utilization: capacity that could have been released</source>
        <translation>Fração do tempo de GPU observado em trechos de pelo menos 5 minutos abaixo de 5 % de utilização: capacidade que poderia ter sido liberada</translation>
    </message>
</context>
<context>
    <name>WeekAxis</name>
    <message>
        <source>Mon</source>
        <translation>seg</translation>
    </message>
    <message>
        <source>Tue</source>
        <translation>ter</translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>qua</translation>
    </message>
    <message>
        <source>Thu</source>
        <translation>qui</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>sex</translation>
    </message>
    <message>
        <source>Sat</source>
        <translation>sáb</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>dom</translation>
    </message>
    <message>
        <source>hour of the week</source>
        <translation>hora da semana</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::FileActions</name>
    <message>
        <source>&amp;New Project</source>
        <translation>&amp;Novo projeto</translation>
    </message>
    <message>
        <source>Start a new project from the bundled example scenario</source>
        <translation>Iniciar um novo projeto a partir do cenário de exemplo incluído</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open a project (.rsplan) or a scenario (.json)</source>
        <translation>Abrir um projeto (.rsplan) ou um cenário (.json)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recente</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save the project</source>
        <translation>Salvar o projeto</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <source>Save the project under a new name</source>
        <translation>Salvar o projeto com um novo nome</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Re&amp;verter</translation>
    </message>
    <message>
        <source>Drop unsaved changes and reload the file</source>
        <translation>Descartar as alterações não salvas e recarregar o arquivo</translation>
    </message>
    <message>
        <source>&amp;Import Scenario JSON…</source>
        <translation>&amp;Importar cenário JSON…</translation>
    </message>
    <message>
        <source>Replace the scenario by one from a JSON file (undoable)</source>
        <translation>Substituir o cenário por um de um arquivo JSON (pode ser desfeito)</translation>
    </message>
    <message>
        <source>&amp;Export Scenario JSON…</source>
        <translation>&amp;Exportar cenário JSON…</translation>
    </message>
    <message>
        <source>Write the scenario as JSON for sharing or review</source>
        <translation>Gravar o cenário como JSON para compartilhar ou revisar</translation>
    </message>
    <message>
        <source>Export Re&amp;port…</source>
        <translation>Exportar re&amp;latório…</translation>
    </message>
    <message>
        <source>Preview the procurement report of the project's scenarios and save it as PDF</source>
        <translation>Pré-visualizar o relatório de compras dos cenários do projeto e salvá-lo como PDF</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>Close RightSizer</source>
        <translation>Fechar o RightSizer</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Alterações não salvas</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them before closing it?</source>
        <translation>%1 tem alterações não salvas. Salvá-las antes de fechar?</translation>
    </message>
    <message>
        <source>New project from the bundled example</source>
        <translation>Novo projeto a partir do exemplo incluído</translation>
    </message>
    <message>
        <source>Open project or scenario</source>
        <translation>Abrir projeto ou cenário</translation>
    </message>
    <message>
        <source>Projects and scenarios (*.rsplan *.json);;</source>
        <translation>Projetos e cenários (*.rsplan *.json);;</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>Não é possível abrir %1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 aberto</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>Salvar projeto</translation>
    </message>
    <message>
        <source>Cannot save %1</source>
        <translation>Não é possível salvar %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 salvo</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Reverter</translation>
    </message>
    <message>
        <source>Drop every unsaved change and reload %1?</source>
        <translation>Descartar todas as alterações não salvas e recarregar %1?</translation>
    </message>
    <message>
        <source>Cannot revert</source>
        <translation>Não é possível reverter</translation>
    </message>
    <message>
        <source>Reverted to the saved %1</source>
        <translation>Revertido para o %1 salvo</translation>
    </message>
    <message>
        <source>Import scenario JSON</source>
        <translation>Importar cenário JSON</translation>
    </message>
    <message>
        <source>Cannot import %1</source>
        <translation>Não é possível importar %1</translation>
    </message>
    <message>
        <source>Imported %1 (Undo puts the previous scenario back)</source>
        <translation>%1 importado (Desfazer restaura o cenário anterior)</translation>
    </message>
    <message>
        <source>Export scenario JSON</source>
        <translation>Exportar cenário JSON</translation>
    </message>
    <message>
        <source>Cannot export %1</source>
        <translation>Não é possível exportar %1</translation>
    </message>
    <message>
        <source>Exported the scenario to %1</source>
        <translation>Cenário exportado para %1</translation>
    </message>
    <message>
        <source>Wrote the report to %1 (%2 pages)</source>
        <translation>Relatório gravado em %1 (%2 páginas)</translation>
    </message>
    <message>
        <source>Each save records a revision of the changed scenarios with who made it. Your name for them (asked once; Edit → Revision Author… changes it):</source>
        <translation>Cada salvamento registra uma revisão dos cenários alterados com quem a fez. Seu nome para elas (perguntado uma vez; Editar → Autor das revisões… altera):</translation>
    </message>
    <message>
        <source>Not saved: the revisions need an author</source>
        <translation>Não salvo: as revisões precisam de um autor</translation>
    </message>
    <message>
        <source>The name recorded with the revisions you save from now on:</source>
        <translation>O nome registrado nas revisões que você salvar a partir de agora:</translation>
    </message>
    <message>
        <source>Revisions will be recorded as by %1</source>
        <translation>As revisões serão registradas como feitas por %1</translation>
    </message>
    <message>
        <source>Revision Author</source>
        <translation>Autor das revisões</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::MainWindow</name>
    <message>
        <source>Calibration changed: evaluating again</source>
        <translation>Calibração alterada: avaliando novamente</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Cenário</translation>
    </message>
    <message>
        <source>Selected configuration</source>
        <translation>Configuração selecionada</translation>
    </message>
    <message>
        <source>Candidates &amp;&amp; &amp;what-if</source>
        <translation>Candidatos &amp;&amp; simulação (&amp;what-if)</translation>
    </message>
    <message>
        <source>&amp;Cost (TCO)</source>
        <translation>&amp;Custo (TCO)</translation>
    </message>
    <message>
        <source>&amp;Demand &amp;&amp; autoscaling</source>
        <translation>&amp;Demanda &amp;&amp; escalonamento automático</translation>
    </message>
    <message>
        <source>C&amp;ompare scenarios</source>
        <translation>C&amp;omparar cenários</translation>
    </message>
    <message>
        <source>&amp;Measured</source>
        <translation>&amp;Medições</translation>
    </message>
    <message>
        <source>Every configuration ranked, and latency, memory, cost per token and roofline of the grid; the selected row is the one costed</source>
        <translation>Todas as configurações classificadas, com latência, memória, custo por token e roofline da grade; a linha selecionada é a que tem o custo calculado</translation>
    </message>
    <message>
        <source>Cloud against on-prem over the horizon for the selected configuration, with its inputs and the sensitivity</source>
        <translation>Nuvem versus on-premises ao longo do horizonte para a configuração selecionada, com suas entradas e a sensibilidade</translation>
    </message>
    <message>
        <source>The weekly demand profile, autoscaled replicas against a fixed fleet, utilization and the hours at SLA risk</source>
        <translation>O perfil de demanda semanal, réplicas com escalonamento automático versus uma frota fixa, a utilização e as horas com risco ao SLA</translation>
    </message>
    <message>
        <source>Scenarios and saved revisions side by side</source>
        <translation>Cenários e revisões salvas lado a lado</translation>
    </message>
    <message>
        <source>What a running deployment's GPU telemetry says, and the project's calibration on your own benchmark runs</source>
        <translation>O que a telemetria de GPU de uma implantação em execução mostra, e a calibração do projeto com seus próprios benchmarks</translation>
    </message>
    <message>
        <source>The edited catalog cannot be used: %1</source>
        <translation>O catálogo editado não pode ser usado: %1</translation>
    </message>
    <message>
        <source>Catalog changed: evaluating again with your edits</source>
        <translation>Catálogo alterado: avaliando novamente com suas edições</translation>
    </message>
    <message>
        <source>Evaluating… %p%</source>
        <translation>Avaliando… %p%</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop the evaluation under way (Esc); the last results stay shown</source>
        <translation>Interromper a avaliação em andamento (Esc); os últimos resultados continuam exibidos</translation>
    </message>
    <message>
        <source> (%1 not ranked: over %2× the GPUs of their GPU's cheapest layout)</source>
        <translation> (%1 sem classificação: mais de %2× as GPUs do layout mais barato da sua GPU)</translation>
    </message>
    <message>
        <source>Cannot evaluate (%1): %2</source>
        <translation>Não é possível avaliar (%1): %2</translation>
    </message>
    <message>
        <source>%1 · %2[*] — RightSizer</source>
        <translation>%1 · %2[*] — RightSizer</translation>
    </message>
    <message>
        <source>Recover unsaved changes?</source>
        <translation>Recuperar alterações não salvas?</translation>
    </message>
    <message>
        <source>RightSizer did not close cleanly last time. A recovery copy of %1 from %2 holds changes that were not saved.

Recover them? (Discard deletes the copy.)</source>
        <translation>O RightSizer não foi fechado corretamente da última vez. Uma cópia de recuperação de %1 de %2 contém alterações que não foram salvas.

Recuperá-las? (Descartar exclui a cópia.)</translation>
    </message>
    <message>
        <source>Recovery failed</source>
        <translation>Falha na recuperação</translation>
    </message>
    <message>
        <source>Recovered unsaved changes; save to keep them</source>
        <translation>Alterações não salvas recuperadas; salve para mantê-las</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>Revision &amp;Author…</source>
        <translation>&amp;Autor das revisões…</translation>
    </message>
    <message>
        <source>The name recorded with each revision you save</source>
        <translation>O nome registrado em cada revisão que você salva</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>&amp;Cenário</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;aberto&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Histórico</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Recompute</source>
        <translation>&amp;Recalcular</translation>
    </message>
    <message>
        <source>Evaluate the scenario again (it re-evaluates by itself on every edit)</source>
        <translation>Avaliar o cenário novamente (ele se reavalia sozinho a cada edição)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>C&amp;laro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Escuro</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Guia do usuário</translation>
    </message>
    <message>
        <source>&amp;About RightSizer</source>
        <translation>&amp;Sobre o RightSizer</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Sobre o &amp;Qt</translation>
    </message>
    <message>
        <source>Candidates &amp;&amp; What-if</source>
        <translation>Candidatos e what-if</translation>
    </message>
    <message>
        <source>Cost (TCO)</source>
        <translation>Custo (TCO)</translation>
    </message>
    <message>
        <source>Demand &amp;&amp; Autoscaling</source>
        <translation>Demanda e escalonamento</translation>
    </message>
    <message>
        <source>Compare Scenarios</source>
        <translation>Comparar cenários</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Medições</translation>
    </message>
    <message>
        <source>Telemetry of a running deployment and the project's calibration on your benchmark runs</source>
        <translation>Telemetria de uma implantação em execução e a calibração do projeto com seus benchmarks</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Ferramentas</translation>
    </message>
    <message>
        <source>&amp;Catalog…</source>
        <translation>&amp;Catálogo…</translation>
    </message>
    <message>
        <source>Browse and edit the GPUs, models and prices the planner uses</source>
        <translation>Navegar e editar as GPUs, modelos e preços que o planejador usa</translation>
    </message>
    <message>
        <source>About RightSizer</source>
        <translation>Sobre o RightSizer</translation>
    </message>
    <message>
        <source>&lt;h3&gt;RightSizer %1&lt;/h3&gt;&lt;p&gt;Capacity planner for AI workloads: memory, latency, throughput, GPU count and cost for every candidate GPU, precision and layout, calibrated on published measurements, with a 90 % band on every prediction.&lt;/p&gt;&lt;p&gt;GPL-3.0-or-later. Built with Qt %2, Qt Charts, Eigen and SQLite.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RightSizer %1&lt;/h3&gt;&lt;p&gt;Planejador de capacidade para cargas de trabalho de IA: memória, latência, vazão, número de GPUs e custo para cada GPU, precisão e layout candidatos, calibrado com medições publicadas, com uma faixa de 90 % em cada previsão.&lt;/p&gt;&lt;p&gt;GPL-3.0-or-later. Feito com Qt %2, Qt Charts, Eigen e SQLite.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Evaluation cancelled; the results shown are of an earlier state of the scenario</source>
        <translation>Avaliação cancelada; os resultados exibidos são de um estado anterior do cenário</translation>
    </message>
    <message>
        <source>&amp;Cancel Evaluation</source>
        <translation>Ca&amp;ncelar avaliação</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Language: %1, from the next start of RightSizer</source>
        <translation>Idioma: %1, a partir da próxima inicialização do RightSizer</translation>
    </message>
    <message>
        <source>As the system (%1)</source>
        <translation>Como o sistema (%1)</translation>
    </message>
    <message>
        <source>Import from &amp;Prometheus…</source>
        <translation>Importar do &amp;Prometheus…</translation>
    </message>
    <message>
        <source>Read a deployment's dcgm-exporter metrics over a time range from the Prometheus server that scrapes them, and right-size it</source>
        <translation>Ler as métricas dcgm-exporter de uma implantação em um intervalo de tempo do servidor Prometheus que as coleta, e dimensioná-la</translation>
    </message>
    <message>
        <source>Price %1 at %2/GPU-hour (my quote, %3)</source>
        <translation>Definir o preço de %1 em %2/GPU-hora (minha cotação, %3)</translation>
    </message>
    <message>
        <source>%1 priced at %2/GPU-hour as your own quote of %3 in the catalog; Undo takes it back</source>
        <translation>%1 com preço de %2/GPU-hora como sua própria cotação de %3 no catálogo; Desfazer a remove</translation>
    </message>
    <message>
        <source>%1 configurations evaluated in %2 ms: %3 meet the SLA%5, %4 rejected</source>
        <translation>%1 configurações avaliadas em %2 ms: %3 atendem ao SLA%5, %4 rejeitadas</translation>
    </message>
    <message>
        <source>%1 configurations evaluated in %2 ms: %3 meet the deadline%5, %4 rejected</source>
        <translation>%1 configurações avaliadas em %2 ms: %3 cumprem o prazo%5, %4 rejeitadas</translation>
    </message>
    <message>
        <source> · what-if grid of %1 cells</source>
        <translation> · grade what-if de %1 células</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::Recovery</name>
    <message>
        <source>Recovery copy not written: %1</source>
        <translation>Cópia de recuperação não gravada: %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::ScenarioActions</name>
    <message>
        <source>&amp;New Scenario…</source>
        <translation>&amp;Novo cenário…</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Novo…</translation>
    </message>
    <message>
        <source>Add a scenario to the project, starting from the bundled example</source>
        <translation>Adicionar um cenário ao projeto, a partir do exemplo incluído</translation>
    </message>
    <message>
        <source>&amp;Duplicate Scenario…</source>
        <translation>&amp;Duplicar cenário…</translation>
    </message>
    <message>
        <source>Duplicate…</source>
        <translation>Duplicar…</translation>
    </message>
    <message>
        <source>Add a copy of this scenario to the project, to vary it</source>
        <translation>Adicionar uma cópia deste cenário ao projeto, para variá-lo</translation>
    </message>
    <message>
        <source>&amp;Rename Scenario…</source>
        <translation>&amp;Renomear cenário…</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renomear</translation>
    </message>
    <message>
        <source>Give this scenario another name</source>
        <translation>Dar outro nome a este cenário</translation>
    </message>
    <message>
        <source>De&amp;lete Scenario…</source>
        <translation>E&amp;xcluir cenário…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Excluir…</translation>
    </message>
    <message>
        <source>Remove this scenario and its saved revisions from the project (asks first; Undo brings it back)</source>
        <translation>Remover este cenário e suas revisões salvas do projeto (pergunta antes; Desfazer o traz de volta)</translation>
    </message>
    <message>
        <source>&amp;Previous Scenario</source>
        <translation>Cenário &amp;anterior</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>Edit the previous scenario</source>
        <translation>Editar o cenário anterior</translation>
    </message>
    <message>
        <source>Ne&amp;xt Scenario</source>
        <translation>Pró&amp;ximo cenário</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Próximo</translation>
    </message>
    <message>
        <source>Edit the next scenario</source>
        <translation>Editar o próximo cenário</translation>
    </message>
    <message>
        <source>&amp;Edit Scenario</source>
        <translation>&amp;Editar cenário</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>Não é possível abrir o cenário</translation>
    </message>
    <message>
        <source>Editing scenario “%1”</source>
        <translation>Editando o cenário “%1”</translation>
    </message>
    <message>
        <source>New Scenario</source>
        <translation>Novo cenário</translation>
    </message>
    <message>
        <source>Name of the new scenario (it starts from the bundled example; edit it in the Scenario panel):</source>
        <translation>Nome do novo cenário (ele parte do exemplo incluído; edite-o no painel Cenário):</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Cenário</translation>
    </message>
    <message>
        <source>Duplicate Scenario</source>
        <translation>Duplicar cenário</translation>
    </message>
    <message>
        <source>Name of the copy of “%1”:</source>
        <translation>Nome da cópia de “%1”:</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (cópia)</translation>
    </message>
    <message>
        <source>Rename Scenario</source>
        <translation>Renomear cenário</translation>
    </message>
    <message>
        <source>New name of “%1”:</source>
        <translation>Novo nome de “%1”:</translation>
    </message>
    <message>
        <source>Cannot add the scenario</source>
        <translation>Não é possível adicionar o cenário</translation>
    </message>
    <message>
        <source>Added scenario “%1” (Undo removes it)</source>
        <translation>Cenário “%1” adicionado (Desfazer o remove)</translation>
    </message>
    <message>
        <source>Cannot duplicate the scenario</source>
        <translation>Não é possível duplicar o cenário</translation>
    </message>
    <message>
        <source>Copied “%1” as “%2”</source>
        <translation>“%1” copiado como “%2”</translation>
    </message>
    <message>
        <source>Cannot rename the scenario</source>
        <translation>Não é possível renomear o cenário</translation>
    </message>
    <message>
        <source>Renamed “%1” to “%2”</source>
        <translation>“%1” renomeado para “%2”</translation>
    </message>
    <message>
        <source>Delete Scenario</source>
        <translation>Excluir cenário</translation>
    </message>
    <message>
        <source>Delete scenario “%1”%2 from the project?</source>
        <translation>Excluir o cenário “%1”%2 do projeto?</translation>
    </message>
    <message>
        <source> and its saved revision</source>
        <translation> e sua revisão salva</translation>
    </message>
    <message>
        <source> and its %1 saved revisions</source>
        <translation> e suas %1 revisões salvas</translation>
    </message>
    <message>
        <source>Edit → Undo brings it back while the project is open; the file loses it when you save.</source>
        <translation>Editar → Desfazer o traz de volta enquanto o projeto estiver aberto; o arquivo o perde ao salvar.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Excluir</translation>
    </message>
    <message>
        <source>Cannot delete the scenario</source>
        <translation>Não é possível excluir o cenário</translation>
    </message>
    <message>
        <source>Deleted scenario “%1” (Undo brings it back)</source>
        <translation>Cenário “%1” excluído (Desfazer o traz de volta)</translation>
    </message>
</context>
<context>
    <name>rightsizer::app::UserGuideDialog</name>
    <message>
        <source>RightSizer user guide</source>
        <translation>Guia do usuário do RightSizer</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::AutoscalingChart</name>
    <message>
        <source>Demand (right axis)</source>
        <translation>Demanda (eixo direito)</translation>
    </message>
    <message>
        <source>Autoscaled replicas</source>
        <translation>Réplicas com escalonamento</translation>
    </message>
    <message>
        <source>On-prem fleet (whole nodes)</source>
        <translation>Frota on-premises (nós inteiros)</translation>
    </message>
    <message>
        <source>SLA risk: replicas starting</source>
        <translation>Risco ao SLA: réplicas iniciando</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>réplicas</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>requisições/s</translation>
    </message>
    <message>
        <source>Autoscaled replicas follow the demand hour by hour (at least the minimum replicas); on-prem runs the whole nodes bought for the peak so far with the headroom. Where replicas rise, the new ones serve only after the scale-up delay: those hours are at SLA risk.</source>
        <translation>As réplicas com escalonamento seguem a demanda hora a hora (pelo menos o mínimo de réplicas); o on-premises roda os nós inteiros comprados para o pico até agora, com a margem. Quando as réplicas aumentam, as novas só atendem após o atraso de escalonamento: essas horas estão em risco ao SLA.</translation>
    </message>
    <message>
        <source>Autoscaled replicas (autoscaling is off)</source>
        <translation>Réplicas com escalonamento (desativado)</translation>
    </message>
    <message>
        <source>requests/s (a replica's height = %1 requests/s)</source>
        <translation>requisições/s (altura de uma réplica = %1 requisições/s)</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CalibrationPanel</name>
    <message>
        <source>Import measurements…</source>
        <translation>Importar medições…</translation>
    </message>
    <message>
        <source>Reset calibration</source>
        <translation>Redefinir calibração</translation>
    </message>
    <message>
        <source>Read benchmark runs (measurements CSV, vLLM benchmark_serving --save-result JSON, trtllm-bench report) and fit the efficiency factors of the groups they cover; undo takes it back</source>
        <translation>Ler benchmarks (CSV de medições, JSON do vLLM benchmark_serving --save-result, relatório do trtllm-bench) e ajustar os fatores de eficiência dos grupos que cobrem; Desfazer reverte</translation>
    </message>
    <message>
        <source>Plan with the reference factors again (the runs are kept in the history; undo brings the calibration back)</source>
        <translation>Planejar de novo com os fatores de referência (as execuções ficam no histórico; Desfazer traz a calibração de volta)</translation>
    </message>
    <message>
        <source>The calibration the estimates use, stored in the project file</source>
        <translation>A calibração usada pelas estimativas, guardada no arquivo do projeto</translation>
    </message>
    <message>
        <source>Each run's readings, measured against predicted before and after the fit; greyed rows take no part in the fit</source>
        <translation>As leituras de cada execução, medido versus previsto antes e depois do ajuste; linhas em cinza não participam do ajuste</translation>
    </message>
    <message>
        <source>The efficiency factors fitted per GPU family and precision</source>
        <translation>Os fatores de eficiência ajustados por família de GPU e precisão</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fitted factors&lt;/b&gt;</source>
        <translation>&lt;b&gt;Fatores ajustados&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Measured against predicted&lt;/b&gt;</source>
        <translation>&lt;b&gt;Medido versus previsto&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Import benchmark measurements</source>
        <translation>Importar medições de benchmark</translation>
    </message>
    <message>
        <source>Benchmark runs (*.csv *.json *.jsonl);;All files (*)</source>
        <translation>Execuções de benchmark (*.csv *.json *.jsonl);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The files hold no runs</source>
        <translation>Os arquivos não contêm execuções</translation>
    </message>
    <message>
        <source>Calibrate on %1</source>
        <translation>Calibrar com %1</translation>
    </message>
    <message>
        <source>Not calibrated: estimates use the reference efficiency factors. Import your own benchmark runs to fit them to your stack.</source>
        <translation>Não calibrado: as estimativas usam os fatores de eficiência de referência. Importe seus próprios benchmarks para ajustá-los à sua stack.</translation>
    </message>
    <message>
        <source>Calibrated on %1 runs in %2 groups: RMS log error %3 → %4 (saved with the project)</source>
        <translation>Calibrado com %1 execuções em %2 grupos: erro log RMS %3 → %4 (salvo com o projeto)</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CandidatesView</name>
    <message>
        <source>Show rejected</source>
        <translation>Mostrar rejeitados</translation>
    </message>
    <message>
        <source>Filter by GPU or precision, e.g. h100 fp8</source>
        <translation>Filtrar por GPU ou precisão, p. ex. h100 fp8</translation>
    </message>
    <message>
        <source>Shows candidates whose GPU, precision or layout starts with every word typed</source>
        <translation>Mostra os candidatos cuja GPU, precisão ou layout começa com cada palavra digitada</translation>
    </message>
    <message>
        <source>List the configurations the planner rejected, with why</source>
        <translation>Listar as configurações que o planejador rejeitou, com o motivo</translation>
    </message>
    <message>
        <source>No evaluation</source>
        <translation>Nenhuma avaliação</translation>
    </message>
    <message>
        <source>%1 meet the SLA · %2 rejected</source>
        <translation>%1 atendem ao SLA · %2 rejeitados</translation>
    </message>
    <message>
        <source>%1 meet the deadline · %2 rejected</source>
        <translation>%1 cumprem o prazo · %2 rejeitados</translation>
    </message>
    <message>
        <source> · %1 larger layouts not listed</source>
        <translation> · %1 layouts maiores não listados</translation>
    </message>
    <message>
        <source> · %1 shown</source>
        <translation> · %1 exibidos</translation>
    </message>
    <message>
        <source>Disaggregated serving (runtime.disaggregation in the scenario): the cheapest prefill/decode split that meets the SLA at the grown demand, against rank 1; its pools, KV transfer and latencies are in the detail pane</source>
        <translation>Serviço desagregado (runtime.disaggregation no cenário): a divisão preenchimento/decodificação mais barata que atende ao SLA na demanda crescida, contra o 1º lugar; seus pools, a transferência de KV e as latências estão no painel de detalhes</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogEditor</name>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modelos</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preços</translation>
    </message>
    <message>
        <source>Catalog database: %1</source>
        <translation>Banco de dados do catálogo: %1</translation>
    </message>
    <message>
        <source>The catalog database cannot be opened, so it cannot be edited: %1</source>
        <translation>O banco de dados do catálogo não pode ser aberto, portanto não pode ser editado: %1</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Edit the current row as JSON, with the source and date of its figures</source>
        <translation>Editar a linha atual como JSON, com a fonte e a data dos valores</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Adicionar…</translation>
    </message>
    <message>
        <source>Add a row: a copy of the current row under a new id</source>
        <translation>Adicionar uma linha: uma cópia da linha atual com um novo id</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <source>Hide the current bundled row, or remove your added row</source>
        <translation>Ocultar a linha incluída atual, ou remover a linha que você adicionou</translation>
    </message>
    <message>
        <source>Reset to bundled</source>
        <translation>Restaurar original</translation>
    </message>
    <message>
        <source>Drop your edit, addition or deletion of the current row</source>
        <translation>Descartar sua edição, adição ou exclusão da linha atual</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Desfazer: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Refazer: %1</translation>
    </message>
    <message>
        <source>No catalog</source>
        <translation>Nenhum catálogo</translation>
    </message>
    <message>
        <source>%1, %2 edited, %3 added</source>
        <translation>%1, %2 editados, %3 adicionados</translation>
    </message>
    <message>
        <source>, %1 deleted</source>
        <translation>, %1 excluídos</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <source> (%1 shown)</source>
        <translation> (%1 exibidos)</translation>
    </message>
    <message>
        <source>Edit %1 %2</source>
        <translation>Editar %1 %2</translation>
    </message>
    <message>
        <source>Add %1 %2</source>
        <translation>Adicionar %1 %2</translation>
    </message>
    <message>
        <source>Add a %1 (a copy of %2)</source>
        <translation>Adicionar %1 (cópia de %2)</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogKindPage</name>
    <message>
        <source>Show deleted</source>
        <translation>Mostrar excluídos</translation>
    </message>
    <message>
        <source>Filter: words found in any column, e.g. nvidia sxm</source>
        <translation>Filtro: palavras em qualquer coluna, p. ex. nvidia sxm</translation>
    </message>
    <message>
        <source>Shows the rows that hold every word typed, in any column</source>
        <translation>Mostra as linhas que contêm cada palavra digitada, em qualquer coluna</translation>
    </message>
    <message>
        <source>List the bundled rows you deleted, so that you can reset them</source>
        <translation>Listar as linhas incluídas que você excluiu, para poder restaurá-las</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogRowDialog</name>
    <message>
        <source>A new id (no spaces); it is written into the JSON</source>
        <translation>Um novo id (sem espaços); ele é gravado no JSON</translation>
    </message>
    <message>
        <source>The row's id (an edit keeps it)</source>
        <translation>O id da linha (uma edição o mantém)</translation>
    </message>
    <message>
        <source>The row in the catalog's own format (as in catalog/data)</source>
        <translation>A linha no formato próprio do catálogo (como em catalog/data)</translation>
    </message>
    <message>
        <source>Where the figures come from: URL, document, measurement</source>
        <translation>De onde vêm os valores: URL, documento, medição</translation>
    </message>
    <message>
        <source>YYYY-MM-DD (empty: today)</source>
        <translation>AAAA-MM-DD (vazio: hoje)</translation>
    </message>
    <message>
        <source>ID:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Fonte:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Data:</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogSession</name>
    <message>
        <source> Run `rightsizer catalog rebuild` to do that.</source>
        <translation> Execute `rightsizer catalog rebuild` para isso.</translation>
    </message>
    <message>
        <source>Delete %1 %2</source>
        <translation>Excluir %1 %2</translation>
    </message>
    <message>
        <source>Reset %1 %2 to bundled</source>
        <translation>Restaurar %1 %2 ao original</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogTableModel</name>
    <message>
        <source>%1 '%2'.%3: '%4' is not a number</source>
        <translation>%1 '%2'.%3: '%4' não é um número</translation>
    </message>
    <message>
        <source>%1 %2 refused (stored as %3): %4</source>
        <translation>%1 %2 recusado (armazenado como %3): %4</translation>
    </message>
    <message>
        <source>was %1 %2</source>
        <translation>era %1 %2</translation>
    </message>
    <message>
        <source>Edit %1 %2: %3 %4</source>
        <translation>Editar %1 %2: %3 %4</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CatalogWindow</name>
    <message>
        <source>Catalog — %1</source>
        <translation>Catálogo — %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ComparisonCostChart</name>
    <message>
        <source>Cost of each entry's recommended configuration</source>
        <translation>Custo da configuração recomendada de cada entrada</translation>
    </message>
    <message>
        <source>$ per M output tokens</source>
        <translation>$ por M tokens de saída</translation>
    </message>
    <message>
        <source>$ per month, on-demand</source>
        <translation>$ por mês, sob demanda</translation>
    </message>
    <message>
        <source>USD per million output tokens</source>
        <translation>USD por milhão de tokens de saída</translation>
    </message>
    <message>
        <source>USD per month (thousands)</source>
        <translation>USD por mês (milhares)</translation>
    </message>
    <message>
        <source>Left bars: USD per million output tokens at today's demand (left axis). Right bars: on-demand cost of the deployment per month (right axis). Both for the planner's recommended configuration of each entry.</source>
        <translation>Barras à esquerda: USD por milhão de tokens de saída na demanda atual (eixo esquerdo). Barras à direita: custo mensal sob demanda da implantação (eixo direito). Ambas para a configuração recomendada de cada entrada.</translation>
    </message>
    <message>
        <source>%1 (computing…)</source>
        <translation>%1 (calculando…)</translation>
    </message>
    <message>
        <source>%1 (no priced plan)</source>
        <translation>%1 (nenhum plano com preço)</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ComparisonTableModel</name>
    <message>
        <source>Inputs</source>
        <translation>Entradas</translation>
    </message>
    <message>
        <source>The scenario's fields as its file holds them</source>
        <translation>Os campos do cenário como o arquivo os guarda</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>What the engine recommends for each entry</source>
        <translation>O que o mecanismo recomenda para cada entrada</translation>
    </message>
    <message>
        <source>— (not set: default)</source>
        <translation>— (não definido: padrão)</translation>
    </message>
    <message>
        <source>The file leaves %1 out: the engine's default applies</source>
        <translation>O arquivo omite %1: vale o padrão do mecanismo</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>calculando…</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>erro: %1</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>Scenario field (path in the scenario file) or result</source>
        <translation>Campo do cenário (caminho no arquivo do cenário) ou resultado</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ComparisonTcoChart</name>
    <message>
        <source>Month</source>
        <translation>Mês</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>Custo acumulado</translation>
    </message>
    <message>
        <source>Cumulative cost of each entry's recommended TCO option (the way of paying with the lowest net present value), month by month over its horizon; the last point is the option's total. Hover a line for its values.</source>
        <translation>Custo acumulado da opção de TCO recomendada de cada entrada (a forma de pagamento com o menor VPL), mês a mês ao longo do horizonte; o último ponto é o total da opção. Passe o mouse sobre uma linha para ver os valores.</translation>
    </message>
    <message>
        <source>%1 (%2): %3 by month %4</source>
        <translation>%1 (%2): %3 até o mês %4</translation>
    </message>
    <message>
        <source>Cumulative TCO, recommended option of each entry</source>
        <translation>TCO acumulado, opção recomendada de cada entrada</translation>
    </message>
    <message>
        <source>No TCO: %1</source>
        <translation>Sem TCO: %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ComparisonView</name>
    <message>
        <source>Scenarios and saved revisions</source>
        <translation>Cenários e revisões salvas</translation>
    </message>
    <message>
        <source>Tick two or more entries to compare them side by side</source>
        <translation>Marque duas ou mais entradas para compará-las lado a lado</translation>
    </message>
    <message>
        <source>Show only differences</source>
        <translation>Mostrar só as diferenças</translation>
    </message>
    <message>
        <source>Hide the rows whose values are the same in every entry</source>
        <translation>Ocultar as linhas cujos valores são iguais em todas as entradas</translation>
    </message>
    <message>
        <source>This project has one scenario and no saved revision: save a revision or add scenarios to compare (Scenario → New Scenario… or Duplicate Scenario…, Ctrl+D).</source>
        <translation>Este projeto tem um cenário e nenhuma revisão salva: salve uma revisão ou adicione cenários para comparar (Cenário → Novo cenário… ou Duplicar cenário…, Ctrl+D).</translation>
    </message>
    <message>
        <source>Pick at least two entries to compare, for example the current edit and its last saved revision.</source>
        <translation>Escolha pelo menos duas entradas para comparar, por exemplo a edição atual e sua última revisão salva.</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>calculando…</translation>
    </message>
    <message>
        <source>1 input differs</source>
        <translation>1 entrada difere</translation>
    </message>
    <message>
        <source>%1 inputs differ</source>
        <translation>%1 entradas diferem</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ContextFitChart</name>
    <message>
        <source>Running batch (log)</source>
        <translation>Lote em execução (log)</translation>
    </message>
    <message>
        <source>Prompt tokens (log₂)</source>
        <translation>Tokens do prompt (log₂)</translation>
    </message>
    <message>
        <source>Selected batch</source>
        <translation>Lote selecionado</translation>
    </message>
    <message>
        <source>Selected prompt</source>
        <translation>Prompt selecionado</translation>
    </message>
    <message>
        <source>Focused GPU</source>
        <translation>GPU em foco</translation>
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
        <translation> (rejeitado: não nativo)</translation>
    </message>
    <message>
        <source>Largest prompt that fits — %1, %2 output tokens, %3 of %4 GPUs</source>
        <translation>Maior prompt que cabe — %1, %2 tokens de saída, %3 de %4 GPUs</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::CostPerTokenChart</name>
    <message>
        <source>USD per million output tokens</source>
        <translation>USD por milhão de tokens de saída</translation>
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
        <translation>%1 mais caras</translation>
    </message>
    <message>
        <source>%1 unpriced</source>
        <translation>%1 sem preço</translation>
    </message>
    <message>
        <source>%1 do not fit</source>
        <translation>%1 não cabem</translation>
    </message>
    <message>
        <source>%1 rejected: %2 not native</source>
        <translation>%1 rejeitadas: %2 não nativo</translation>
    </message>
    <message>
        <source>USD per million output tokens — %1, batch %2, %3-token prompt</source>
        <translation>USD por milhão de tokens de saída — %1, lote %2, prompt de %3 tokens</translation>
    </message>
    <message>
        <source>GPUs left out: %1</source>
        <translation>GPUs deixadas de fora: %1</translation>
    </message>
    <message>
        <source>Each GPU's cheapest layout whose memory fits at this batch and prompt: USD per GPU-hour / (output tokens/s per GPU × 3600) × 10⁶, every GPU busy at that batch. The candidates' $/M tokens is never below it: their fleet is sized for the peak and costed at the mean load.</source>
        <translation>O layout mais barato de cada GPU cuja memória cabe neste lote e prompt: USD por GPU-hora / (tokens de saída/s por GPU × 3600) × 10⁶, toda GPU ocupada nesse lote. O $/M tokens dos candidatos nunca fica abaixo disso: a frota deles é dimensionada para o pico e custeada na carga média.</translation>
    </message>
    <message>
        <source>No price: %1.</source>
        <translation>Sem preço: %1.</translation>
    </message>
    <message>
        <source>Does not fit: %1.</source>
        <translation>Não cabe: %1.</translation>
    </message>
    <message>
        <source>Rejected by the planner, %1 not native (allow_non_native to accept): %2.</source>
        <translation>Rejeitadas pelo planejador, %1 não nativo (allow_non_native para aceitar): %2.</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandImportDialog</name>
    <message>
        <source>Import demand — %1</source>
        <translation>Importar demanda — %1</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <source>Show rejected rows only</source>
        <translation>Mostrar só as linhas rejeitadas</translation>
    </message>
    <message>
        <source>Resulting weekly profile: the hourly means of the good rows (requests/s)</source>
        <translation>Perfil semanal resultante: as médias por hora das linhas válidas (requisições/s)</translation>
    </message>
    <message>
        <source>Nothing can be read from %1.</source>
        <translation>Nada pode ser lido de %1.</translation>
    </message>
    <message>
        <source>%1 rows, %2 rejected</source>
        <translation>%1 linhas, %2 rejeitadas</translation>
    </message>
    <message>
        <source>, covers %1 .. %2</source>
        <translation>, cobre %1 .. %2</translation>
    </message>
    <message>
        <source>, every hour of the week covered.</source>
        <translation>, todas as horas da semana cobertas.</translation>
    </message>
    <message>
        <source>, %1 of the week's 168 hours covered (missing: %2).</source>
        <translation>, %1 das 168 horas da semana cobertas (faltam: %2).</translation>
    </message>
    <message>
        <source>Import without the rejected row</source>
        <translation>Importar sem a linha rejeitada</translation>
    </message>
    <message>
        <source>Import without the %1 rejected rows</source>
        <translation>Importar sem as %1 linhas rejeitadas</translation>
    </message>
    <message>
        <source>Nothing can be imported: a weekly profile needs a good row in every hour of the week, and nothing is guessed. Fix the file and import it again.</source>
        <translation>Nada pode ser importado: um perfil semanal precisa de uma linha válida em cada hora da semana, e nada é suposto. Corrija o arquivo e importe novamente.</translation>
    </message>
    <message>
        <source>Replaces the scenario's weekly demand by these hourly means (undoable)</source>
        <translation>Substitui a demanda semanal do cenário por estas médias por hora (pode ser desfeito)</translation>
    </message>
    <message>
        <source>%1 (%2 samples, %3 .. %4</source>
        <translation>%1 (%2 amostras, %3 .. %4</translation>
    </message>
    <message>
        <source>; %1 rows rejected</source>
        <translation>; %1 linhas rejeitadas</translation>
    </message>
    <message>
        <source>Import demand from %1</source>
        <translation>Importar demanda de %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandProfileChart</name>
    <message>
        <source>Demand (requests/s)</source>
        <translation>Demanda (requisições/s)</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>requisições/s</translation>
    </message>
    <message>
        <source>Mean requests/s in each hour of the week, Monday 00:00 first: the profile the TCO repeats every week (scaled by the demand growth of each month).</source>
        <translation>Requisições/s médias em cada hora da semana, a partir de segunda 00:00: o perfil que o TCO repete toda semana (escalado pelo crescimento da demanda de cada mês).</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandProfileModel</name>
    <message>
        <source>%1: %2 requests/s
Source: %3
Double-click to edit; the edit is one undo step.</source>
        <translation>%1: %2 requisições/s
Fonte: %3
Clique duas vezes para editar; a edição é um passo de desfazer.</translation>
    </message>
    <message>
        <source>Requests/s from %1:00 to %2:00</source>
        <translation>Requisições/s das %1:00 às %2:00</translation>
    </message>
    <message>
        <source>Requests/s on %1, hour by hour</source>
        <translation>Requisições/s em %1, hora a hora</translation>
    </message>
    <message>
        <source>tco.demand.weekly_requests_per_s[%1]: '%2' is not a number; give requests/s from 0 to 1e+06</source>
        <translation>tco.demand.weekly_requests_per_s[%1]: '%2' não é um número; informe requisições/s de 0 a 1e+06</translation>
    </message>
    <message>
        <source>Edit demand %1</source>
        <translation>Editar demanda %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandRowsModel</name>
    <message>
        <source>Line</source>
        <translation>Linha</translation>
    </message>
    <message>
        <source>The line of the file (the header is line 1)</source>
        <translation>A linha do arquivo (o cabeçalho é a linha 1)</translation>
    </message>
    <message>
        <source>Timestamp</source>
        <translation>Data e hora</translation>
    </message>
    <message>
        <source>The row's time as the file gives it</source>
        <translation>O horário da linha como o arquivo informa</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <translation>Requisições/s</translation>
    </message>
    <message>
        <source>The request rate the row gives, in requests per second; empty where it could not be read</source>
        <translation>A taxa de requisições da linha, em requisições por segundo; vazio quando não pôde ser lida</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>"ok" for a row that is used, else why it is rejected</source>
        <translation>"ok" para uma linha usada; caso contrário, o motivo da rejeição</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>Line %1 is used</source>
        <translation>A linha %1 é usada</translation>
    </message>
    <message>
        <source>Line %1 is rejected: %2</source>
        <translation>A linha %1 foi rejeitada: %2</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DemandView</name>
    <message>
        <source>Weekly demand</source>
        <translation>Demanda semanal</translation>
    </message>
    <message>
        <source>Autoscaling</source>
        <translation>Escalonamento automático</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importar CSV…</translation>
    </message>
    <message>
        <source>Read a CSV of timestamp,requests_per_s rows (ISO 8601 or Unix seconds) into the weekly profile: each hour of the week gets the mean of its samples. A preview shows every row first. The profile's busiest hour is then the peak the fleet is sized for, and its mean the load costs per token divide by.</source>
        <translation>Ler um CSV de linhas timestamp,requests_per_s (ISO 8601 ou segundos Unix) no perfil semanal: cada hora da semana recebe a média das suas amostras. Uma pré-visualização mostra cada linha antes. A hora mais movimentada do perfil passa a ser o pico para o qual a frota é dimensionada, e sua média a carga pela qual os custos por token se dividem.</translation>
    </message>
    <message>
        <source>Reset to default profile</source>
        <translation>Restaurar perfil padrão</translation>
    </message>
    <message>
        <source>Use the default daytime profile again, peaking at Peak requests/s (workload.requests_per_s) and reshaped to Mean requests/s when that is given (undoable)</source>
        <translation>Usar de novo o perfil diurno padrão, com pico nas Requisições/s de pico (workload.requests_per_s) e remodelado às Requisições/s médias quando informadas (pode ser desfeito)</translation>
    </message>
    <message>
        <source>Requests/s by hour of the week (rows: days, columns: hour of the day, local time)</source>
        <translation>Requisições/s por hora da semana (linhas: dias, colunas: hora do dia, horário local)</translation>
    </message>
    <message>
        <source>Requests/s in each hour of the week; double-click a cell to edit</source>
        <translation>Requisições/s em cada hora da semana; clique duas vezes em uma célula para editar</translation>
    </message>
    <message>
        <source>Month:</source>
        <translation>Mês:</translation>
    </message>
    <message>
        <source>Month of the horizon whose week is drawn: month 1 is today; later months carry the demand growth</source>
        <translation>Mês do horizonte cuja semana é desenhada: o mês 1 é hoje; meses seguintes incluem o crescimento da demanda</translation>
    </message>
    <message>
        <source>Weekly demand: peak %1, mean %2</source>
        <translation>Demanda semanal: pico %1, média %2</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>requisições/s</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Fonte: %1</translation>
    </message>
    <message>
        <source>The demand view covers serving; this scenario trains (its TCO counts training runs per month, tco.training_runs_per_month).</source>
        <translation>A visão de demanda trata de serving; este cenário é de treinamento (seu TCO conta execuções de treinamento por mês, tco.training_runs_per_month).</translation>
    </message>
    <message>
        <source>The selected candidate is rejected: showing the recommended one.</source>
        <translation>O candidato selecionado foi rejeitado: mostrando o recomendado.</translation>
    </message>
    <message>
        <source>No fleet to show: %1</source>
        <translation>Nenhuma frota para mostrar: %1</translation>
    </message>
    <message>
        <source>Autoscaling is off in the scenario (tco.cloud.autoscale): on-demand and spot pay for the fixed fleet around the clock, with no scale-up risk. The autoscaled line shows what autoscaling would do.</source>
        <translation>O escalonamento automático está desligado no cenário (tco.cloud.autoscale): sob demanda e spot pagam a frota fixa 24 horas, sem risco de escalonamento. A linha com escalonamento mostra o que ele faria.</translation>
    </message>
    <message>
        <source>Autoscaling: no fleet</source>
        <translation>Escalonamento: nenhuma frota</translation>
    </message>
    <message>
        <source>Month 1 of %1 (today)</source>
        <translation>Mês 1 de %1 (hoje)</translation>
    </message>
    <message>
        <source>Month %1 of %2</source>
        <translation>Mês %1 de %2</translation>
    </message>
    <message>
        <source> · demand × %1 of the profile</source>
        <translation> · demanda × %1 do perfil</translation>
    </message>
    <message>
        <source>Week of month %1 — %2</source>
        <translation>Semana do mês %1 — %2</translation>
    </message>
    <message>
        <source>Import demand CSV</source>
        <translation>Importar CSV de demanda</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Arquivos CSV (*.csv);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Não é possível abrir %1: %2</translation>
    </message>
    <message>
        <source>Reset demand to the default profile</source>
        <translation>Restaurar a demanda ao perfil padrão</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::DetailView</name>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB por GPU</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>por GPU</translation>
    </message>
    <message>
        <source>Memory per GPU; the line marks the usable capacity</source>
        <translation>Memória por GPU; a linha marca a capacidade utilizável</translation>
    </message>
    <message>
        <source>No candidate selected</source>
        <translation>Nenhum candidato selecionado</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Pesos</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Ativações</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradientes</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Otimizador</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Sobrecarga</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>Utilizável</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::LoadLatencyChart</name>
    <message>
        <source>Rejected (%1) — </source>
        <translation>Rejeitado (%1) — </translation>
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
        <translation>TTFT do SLA</translation>
    </message>
    <message>
        <source>Demand today</source>
        <translation>Demanda atual</translation>
    </message>
    <message>
        <source>Grown demand</source>
        <translation>Demanda crescida</translation>
    </message>
    <message>
        <source>%1 %2 TP%3 PP%4</source>
        <translation>%1 %2 TP%3 PP%4</translation>
    </message>
    <message>
        <source>Latency vs load — %1: %2</source>
        <translation>Latência vs carga — %1: %2</translation>
    </message>
    <message>
        <source>no load point</source>
        <translation>nenhum ponto de carga</translation>
    </message>
    <message>
        <source>Latency vs load — %1: saturated at every load simulated</source>
        <translation>Latência vs carga — %1: saturado em toda carga simulada</translation>
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
        <translation>Requisições/s em %1 réplicas</translation>
    </message>
    <message>
        <source>Requests/s on one replica</source>
        <translation>Requisições/s em uma réplica</translation>
    </message>
    <message>
        <source>TTFT (s, log)</source>
        <translation>TTFT (s, log)</translation>
    </message>
    <message>
        <source>TPOT %1 (ms)</source>
        <translation>TPOT %1 (ms)</translation>
    </message>
    <message>
        <source>SLA %1 TTFT %2 s</source>
        <translation>SLA %1 TTFT %2 s</translation>
    </message>
    <message>
        <source>today %1 req/s</source>
        <translation>atual %1 req/s</translation>
    </message>
    <message>
        <source>grown %1 req/s</source>
        <translation>crescida %1 req/s</translation>
    </message>
    <message>
        <source>Latency vs load — %1 (saturates near %2 req/s)</source>
        <translation>Latência vs carga — %1 (satura perto de %2 req/s)</translation>
    </message>
    <message>
        <source>Latency vs load — %1</source>
        <translation>Latência vs carga — %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::MeasuredView</name>
    <message>
        <source>Telemetry of a running deployment</source>
        <translation>Telemetria de uma implantação em execução</translation>
    </message>
    <message>
        <source>Is the deployment over- or under-provisioned? Read from its GPU counters</source>
        <translation>A implantação está super ou subdimensionada? Lido dos contadores das GPUs</translation>
    </message>
    <message>
        <source>Calibration on your benchmark runs</source>
        <translation>Calibração com seus benchmarks</translation>
    </message>
    <message>
        <source>Fit the planner's efficiency factors to runs of your own stack</source>
        <translation>Ajustar os fatores de eficiência do planejador às execuções da sua própria stack</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::PrometheusImportDialog</name>
    <message>
        <source>The Prometheus server that scrapes dcgm-exporter (http or https; https checks the certificate against the system's CA store)</source>
        <translation>O servidor Prometheus que coleta o dcgm-exporter (http ou https; https verifica o certificado pelo repositório de CAs do sistema)</translation>
    </message>
    <message>
        <source>How far back from the end: a number and one unit of s, m, h, d, w (30d, 12h)</source>
        <translation>Quanto voltar a partir do fim: um número e uma unidade entre s, m, h, d, w (30d, 12h)</translation>
    </message>
    <message>
        <source>now</source>
        <translation>agora</translation>
    </message>
    <message>
        <source>End of the range: RFC 3339 (2026-10-01T06:00:00Z) or Unix seconds; empty for now</source>
        <translation>Fim do intervalo: RFC 3339 (2026-10-01T06:00:00Z) ou segundos Unix; vazio para agora</translation>
    </message>
    <message>
        <source>One sample per GPU and metric per step, the last of each; 15 s is dcgm-exporter's scrape interval, a longer step reads less</source>
        <translation>Uma amostra por GPU e métrica a cada passo, a última de cada; 15 s é o intervalo de coleta do dcgm-exporter, um passo maior lê menos</translation>
    </message>
    <message>
        <source>Label matchers added to every metric, in braces: =, !=, =~, !~</source>
        <translation>Seletores de rótulos adicionados a cada métrica, entre chaves: =, !=, =~, !~</translation>
    </message>
    <message>
        <source>A file holding a bearer token; empty: the RIGHTSIZER_PROMETHEUS_TOKEN environment variable, if set. The token is not kept.</source>
        <translation>Um arquivo com um token bearer; vazio: a variável de ambiente RIGHTSIZER_PROMETHEUS_TOKEN, se definida. O token não é guardado.</translation>
    </message>
    <message>
        <source>Basic authentication; the password comes from the RIGHTSIZER_PROMETHEUS_PASSWORD environment variable</source>
        <translation>Autenticação básica; a senha vem da variável de ambiente RIGHTSIZER_PROMETHEUS_PASSWORD</translation>
    </message>
    <message>
        <source>Import from Prometheus</source>
        <translation>Importar do Prometheus</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long to wait for each answer (1 to 600 s)</source>
        <translation>Quanto esperar por cada resposta (1 a 600 s)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Procurar…</translation>
    </message>
    <message>
        <source>Choose the token file</source>
        <translation>Escolher o arquivo do token</translation>
    </message>
    <message>
        <source>Bearer token file</source>
        <translation>Arquivo do token bearer</translation>
    </message>
    <message>
        <source>&amp;Server URL:</source>
        <translation>URL do &amp;servidor:</translation>
    </message>
    <message>
        <source>&amp;Range:</source>
        <translation>&amp;Intervalo:</translation>
    </message>
    <message>
        <source>&amp;End:</source>
        <translation>&amp;Fim:</translation>
    </message>
    <message>
        <source>S&amp;tep:</source>
        <translation>Pa&amp;sso:</translation>
    </message>
    <message>
        <source>&amp;Label matchers:</source>
        <translation>Seletores de &amp;rótulos:</translation>
    </message>
    <message>
        <source>Bearer to&amp;ken file:</source>
        <translation>Arquivo do &amp;token bearer:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Usuário:</translation>
    </message>
    <message>
        <source>T&amp;imeout:</source>
        <translation>&amp;Tempo limite:</translation>
    </message>
    <message>
        <source>Reads the dcgm-exporter metrics (DCGM_FI_*) of the range from Prometheus's HTTP API, as &lt;code&gt;rightsizer profile --prometheus&lt;/code&gt; does. Gaps stay gaps; nothing is kept if any request fails.</source>
        <translation>Lê as métricas dcgm-exporter (DCGM_FI_*) do intervalo pela API HTTP do Prometheus, como faz &lt;code&gt;rightsizer profile --prometheus&lt;/code&gt;. Lacunas continuam lacunas; nada é mantido se alguma requisição falhar.</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <source>Server URL</source>
        <translation>URL do servidor</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Intervalo</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fim</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Label matchers</source>
        <translation>Seletores de rótulos</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>Tempo limite</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::RateDelegate</name>
    <message>
        <source>Requests/s, 0 to 1e+06; Return applies, Escape cancels</source>
        <translation>Requisições/s, de 0 a 1e+06; Enter aplica, Esc cancela</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ReportDialog</name>
    <message>
        <source>Export Report — %1</source>
        <translation>Exportar relatório — %1</translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation>&amp;Salvar PDF…</translation>
    </message>
    <message>
        <source>Write the previewed report as a PDF file</source>
        <translation>Gravar o relatório pré-visualizado em um arquivo PDF</translation>
    </message>
    <message>
        <source>Scenarios in the report:</source>
        <translation>Cenários no relatório:</translation>
    </message>
    <message>
        <source>Each checked scenario gets its own section; two or more add a side-by-side comparison. Every scenario is reported as it is now in the workbench, unsaved edits included.</source>
        <translation>Cada cenário marcado ganha sua própria seção; dois ou mais acrescentam uma comparação lado a lado. Cada cenário é relatado como está agora na bancada, incluindo edições não salvas.</translation>
    </message>
    <message>
        <source>&amp;Update Preview</source>
        <translation>&amp;Atualizar pré-visualização</translation>
    </message>
    <message>
        <source>Evaluate the checked scenarios again and regenerate the preview</source>
        <translation>Avaliar de novo os cenários marcados e gerar a pré-visualização novamente</translation>
    </message>
    <message>
        <source>Each checked scenario gets its own section; two or more add a side-by-side comparison</source>
        <translation>Cada cenário marcado ganha sua própria seção; dois ou mais acrescentam uma comparação lado a lado</translation>
    </message>
    <message>
        <source>%1 (editing)</source>
        <translation>%1 (em edição)</translation>
    </message>
    <message>
        <source>The scenario open in the workbench, as it is now (unsaved edits included)</source>
        <translation>O cenário aberto na bancada, como está agora (incluindo edições não salvas)</translation>
    </message>
    <message>
        <source>As saved in the project</source>
        <translation>Como salvo no projeto</translation>
    </message>
    <message>
        <source>%1 (cannot be read)</source>
        <translation>%1 (não pode ser lido)</translation>
    </message>
    <message>
        <source>Paper size of the PDF (portrait)</source>
        <translation>Tamanho do papel do PDF (retrato)</translation>
    </message>
    <message>
        <source>&amp;Page size:</source>
        <translation>Tamanho da &amp;página:</translation>
    </message>
    <message>
        <source>Name on the title page</source>
        <translation>Nome na página de rosto</translation>
    </message>
    <message>
        <source>Who prepared the report; printed on the title page</source>
        <translation>Quem preparou o relatório; impresso na página de rosto</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Autor:</translation>
    </message>
    <message>
        <source>The report's date, on the title page and in every footer</source>
        <translation>A data do relatório, na página de rosto e em cada rodapé</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Data:</translation>
    </message>
    <message>
        <source>Evaluating… %p%</source>
        <translation>Avaliando… %p%</translation>
    </message>
    <message>
        <source>Evaluating the checked scenarios (plan, what-if grid, TCO)</source>
        <translation>Avaliando os cenários marcados (plano, grade what-if, TCO)</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>Ca&amp;ncelar</translation>
    </message>
    <message>
        <source>Stop evaluating; nothing is previewed or saved</source>
        <translation>Parar a avaliação; nada é pré-visualizado nem salvo</translation>
    </message>
    <message>
        <source>Fit Width</source>
        <translation>Ajustar à largura</translation>
    </message>
    <message>
        <source>Zoom so that a page fills the preview's width</source>
        <translation>Ampliar para que uma página preencha a largura da pré-visualização</translation>
    </message>
    <message>
        <source>Whole Page</source>
        <translation>Página inteira</translation>
    </message>
    <message>
        <source>Zoom so that a whole page shows</source>
        <translation>Ampliar para mostrar uma página inteira</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>Reduzir</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Reduzir</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>Ampliar</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Ampliar</translation>
    </message>
    <message>
        <source>Pages of the report as it will be saved</source>
        <translation>Páginas do relatório como será salvo</translation>
    </message>
    <message>
        <source>Nothing to preview: check a scenario.</source>
        <translation>Nada para pré-visualizar: marque um cenário.</translation>
    </message>
    <message>
        <source>Check at least one scenario: the report needs one.</source>
        <translation>Marque pelo menos um cenário: o relatório precisa de um.</translation>
    </message>
    <message>
        <source>Preparing the report…</source>
        <translation>Preparando o relatório…</translation>
    </message>
    <message>
        <source>Cancelled: nothing to preview.</source>
        <translation>Cancelado: nada para pré-visualizar.</translation>
    </message>
    <message>
        <source>Cancelled: nothing to preview or save. Change an option or press Update Preview to prepare the report.</source>
        <translation>Cancelado: nada para pré-visualizar ou salvar. Altere uma opção ou clique em Atualizar pré-visualização para preparar o relatório.</translation>
    </message>
    <message>
        <source>The report cannot be prepared: %1</source>
        <translation>O relatório não pode ser preparado: %1</translation>
    </message>
    <message>
        <source>No preview: the report cannot be prepared.</source>
        <translation>Sem pré-visualização: o relatório não pode ser preparado.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Preparing…</source>
        <translation>Preparando…</translation>
    </message>
    <message>
        <source>No preview</source>
        <translation>Sem pré-visualização</translation>
    </message>
    <message>
        <source>Save report as PDF</source>
        <translation>Salvar relatório como PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Não salvo: %1</translation>
    </message>
    <message>
        <source>Saved %1 to %2</source>
        <translation>%1 salvo em %2</translation>
    </message>
    <message>
        <source>The language the report is written in; its numbers follow that language's conventions (English: as the command line prints them)</source>
        <translation>O idioma do relatório; seus números seguem as convenções desse idioma (inglês: como a linha de comando os imprime)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::RooflineChart</name>
    <message>
        <source>Arithmetic intensity (FLOP/byte, log)</source>
        <translation>Intensidade aritmética (FLOP/byte, log)</translation>
    </message>
    <message>
        <source>TFLOP/s per GPU (log)</source>
        <translation>TFLOP/s por GPU (log)</translation>
    </message>
    <message>
        <source>Prefill (1 request)</source>
        <translation>Prefill (1 requisição)</translation>
    </message>
    <message>
        <source>Decode step (batch)</source>
        <translation>Passo de decodificação (lote)</translation>
    </message>
    <message>
        <source>Roofline — %1 does not run %2</source>
        <translation>Roofline — %1 não executa %2</translation>
    </message>
    <message>
        <source>Roof %1 TFLOP/s, %2 TB/s</source>
        <translation>Teto %1 TFLOP/s, %2 TB/s</translation>
    </message>
    <message>
        <source>%1: %2 TFLOP/s at %3 FLOP/B</source>
        <translation>%1: %2 TFLOP/s a %3 FLOP/B</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>prefill</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>decodificação</translation>
    </message>
    <message>
        <source>Roofline — %1 %2 TP%3 PP%4 (ridge %5 FLOP/B)</source>
        <translation>Roofline — %1 %2 TP%3 PP%4 (cume %5 FLOP/B)</translation>
    </message>
    <message>
        <source>Rejected (%1 not native) — </source>
        <translation>Rejeitado (%1 não nativo) — </translation>
    </message>
    <message>
        <source>Does not fit at batch %1 — </source>
        <translation>Não cabe no lote %1 — </translation>
    </message>
</context>
<context>
    <name>rightsizer::views::ScenarioEditor</name>
    <message>
        <source>Serving workload</source>
        <translation>Carga de serving</translation>
    </message>
    <message>
        <source>Training workload</source>
        <translation>Carga de treinamento</translation>
    </message>
    <message>
        <source>Service level (SLA)</source>
        <translation>Nível de serviço (SLA)</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>Limites</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoCumulativeChart</name>
    <message>
        <source>month</source>
        <translation>mês</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>Bold, thick line: the recommended option (lowest NPV; for serving, spot is left out: it can be reclaimed)</source>
        <translation>Linha grossa em negrito: a opção recomendada (menor VPL; para serving, spot fica de fora: pode ser retomado)</translation>
    </message>
    <message>
        <source>Cash paid for each option from month 1 to the end of the horizon (undiscounted; resale value credited in the last month). The thicker line is the recommended option, the one with the lowest net present value (for serving, of the options that keep the SLA: spot is left out, it can be reclaimed).</source>
        <translation>Valores pagos por cada opção do mês 1 ao fim do horizonte (sem desconto; valor de revenda creditado no último mês). A linha mais grossa é a opção recomendada, a de menor VPL (para serving, entre as opções que mantêm o SLA: spot fica de fora, pode ser retomado).</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>Custo acumulado</translation>
    </message>
    <message>
        <source>break-even</source>
        <translation>equilíbrio</translation>
    </message>
    <message>
        <source>break-even month %1</source>
        <translation>equilíbrio no mês %1</translation>
    </message>
    <message>
        <source>Cumulative cost over %1 months</source>
        <translation>Custo acumulado em %1 meses</translation>
    </message>
    <message>
        <source>on-prem unavailable (see below)</source>
        <translation>on-premises indisponível (veja abaixo)</translation>
    </message>
    <message>
        <source>no cloud option to compare on-prem with</source>
        <translation>nenhuma opção de nuvem para comparar com on-premises</translation>
    </message>
    <message>
        <source>on-prem breaks even with %1 in month %2</source>
        <translation>on-premises empata com %1 no mês %2</translation>
    </message>
    <message>
        <source>on-prem does not break even with %1 within %2 months</source>
        <translation>on-premises não empata com %1 em %2 meses</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoInputModel</name>
    <message>
        <source>tco.cloud.autoscale: on, on-demand and spot replicas follow the weekly demand; off, they run the peak fleet around the clock.</source>
        <translation>tco.cloud.autoscale: ligado, as réplicas sob demanda e spot seguem a demanda semanal; desligado, elas rodam a frota de pico 24 horas.</translation>
    </message>
    <message>
        <source>tco.horizon_months: months costed, a whole number from 1 to 240.</source>
        <translation>tco.horizon_months: meses custeados, um número inteiro de 1 a 240.</translation>
    </message>
    <message>
        <source>tco.%1: accepted %2 to %3 %4. Double-click to edit; Reset to default takes the catalog's or the stated default.</source>
        <translation>tco.%1: aceito de %2 a %3 %4. Clique duas vezes para editar; Restaurar padrão usa o do catálogo ou o indicado.</translation>
    </message>
    <message>
        <source>tco.%1: “%2” is not a number</source>
        <translation>tco.%1: “%2” não é um número</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>Definir %1</translation>
    </message>
    <message>
        <source>Reset %1</source>
        <translation>Restaurar %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoInputsPanel</name>
    <message>
        <source>Reset to default</source>
        <translation>Restaurar padrão</translation>
    </message>
    <message>
        <source>&lt;b&gt;Inputs&lt;/b&gt; — bold: set by the scenario; double-click a value to change it (Undo reverts)</source>
        <translation>&lt;b&gt;Entradas&lt;/b&gt; — em negrito: definidas pelo cenário; clique duas vezes em um valor para alterá-lo (Desfazer reverte)</translation>
    </message>
    <message>
        <source>Takes the selected input back to its default: the catalog's price or the stated assumption (one undo step).</source>
        <translation>Retorna a entrada selecionada ao padrão: o preço do catálogo ou a premissa indicada (um passo de desfazer).</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoMonthlyChart</name>
    <message>
        <source>capital</source>
        <translation>capital</translation>
    </message>
    <message>
        <source>power</source>
        <translation>energia</translation>
    </message>
    <message>
        <source>space</source>
        <translation>espaço</translation>
    </message>
    <message>
        <source>support</source>
        <translation>suporte</translation>
    </message>
    <message>
        <source>staff</source>
        <translation>equipe</translation>
    </message>
    <message>
        <source>cloud hours</source>
        <translation>horas de nuvem</translation>
    </message>
    <message>
        <source>resale</source>
        <translation>revenda</translation>
    </message>
    <message>
        <source>month</source>
        <translation>mês</translation>
    </message>
    <message>
        <source>USD per month</source>
        <translation>USD por mês</translation>
    </message>
    <message>
        <source>Cash paid each month, by component. Capital is the purchase (or the loan payments when financed); the last month carries the resale value as a negative bar, the loan balance still owed and reserved terms running past the horizon.</source>
        <translation>Valores pagos a cada mês, por componente. Capital é a compra (ou as parcelas do empréstimo quando financiado); o último mês traz o valor de revenda como barra negativa, o saldo devedor do empréstimo e os termos reservados que passam do horizonte.</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>Custo mensal</translation>
    </message>
    <message>
        <source>Monthly cost by component — %1</source>
        <translation>Custo mensal por componente — %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoOptionBarsChart</name>
    <message>
        <source>net present value</source>
        <translation>valor presente líquido</translation>
    </message>
    <message>
        <source>cost per unit</source>
        <translation>custo por unidade</translation>
    </message>
    <message>
        <source>Net present value</source>
        <translation>Valor presente líquido</translation>
    </message>
    <message>
        <source>Cost per unit</source>
        <translation>Custo por unidade</translation>
    </message>
    <message>
        <source>M output tokens</source>
        <translation>M tokens de saída</translation>
    </message>
    <message>
        <source>training run</source>
        <translation>treinamento</translation>
    </message>
    <message>
        <source>Net present value at %1/year</source>
        <translation>Valor presente líquido a %1/ano</translation>
    </message>
    <message>
        <source>USD per %1</source>
        <translation>USD por %1</translation>
    </message>
    <message>
        <source>highlighted: %1 (lowest NPV that keeps the SLA; spot costs less but can be reclaimed)</source>
        <translation>destacado: %1 (menor VPL que mantém o SLA; spot custa menos, mas pode ser retomado)</translation>
    </message>
    <message>
        <source>highlighted: %1 (lowest NPV)</source>
        <translation>destacado: %1 (menor VPL)</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;%1&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;td align="right"&gt;%3&lt;/td&gt;&lt;td align="right"&gt;%4 – %5&lt;/td&gt;&lt;td align="right"&gt;%6&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;%1&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;td align="right"&gt;%3&lt;/td&gt;&lt;td align="right"&gt;%4 – %5&lt;/td&gt;&lt;td align="right"&gt;%6&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Net present value: each month's cash discounted at the scenario's rate. Cost per unit: the total over the horizon divided by the %1 served. The 90 % band is the total with the throughput at the ends of its 90 % band.&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;Option&lt;/th&gt;&lt;th&gt;NPV&lt;/th&gt;&lt;th&gt;Total&lt;/th&gt;&lt;th&gt;Total, 90 % band&lt;/th&gt;&lt;th&gt;USD per %1&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</source>
        <translation>&lt;p&gt;Valor presente líquido: o valor de cada mês descontado à taxa do cenário. Custo por unidade: o total no horizonte dividido pelos %1 atendidos. A faixa de 90 % é o total com a vazão nos extremos da sua faixa de 90 %.&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;Opção&lt;/th&gt;&lt;th&gt;VPL&lt;/th&gt;&lt;th&gt;Total&lt;/th&gt;&lt;th&gt;Total, faixa de 90 %&lt;/th&gt;&lt;th&gt;USD por %1&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TcoView</name>
    <message>
        <source>No evaluation yet.</source>
        <translation>Ainda não há avaliação.</translation>
    </message>
    <message>
        <source>The option whose monthly cost is broken down</source>
        <translation>A opção cujo custo mensal é detalhado</translation>
    </message>
    <message>
        <source>Monthly cost of</source>
        <translation>Custo mensal de</translation>
    </message>
    <message>
        <source>No TCO: %1.</source>
        <translation>Sem TCO: %1.</translation>
    </message>
    <message>
        <source>No TCO for the plan's first configuration: %1.</source>
        <translation>Sem TCO para a primeira configuração do plano: %1.</translation>
    </message>
    <message>
        <source>No TCO for plan rank %1: %2.</source>
        <translation>Sem TCO para a posição %1 do plano: %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Costed:&lt;/b&gt; %1 — plan rank %2 of %3</source>
        <translation>&lt;b&gt;Custeado:&lt;/b&gt; %1 — posição %2 de %3 no plano</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total cost of ownership&lt;/b&gt;</source>
        <translation>&lt;b&gt;Custo total de propriedade&lt;/b&gt;</translation>
    </message>
    <message>
        <source> &lt;i&gt;(the selected configuration does not meet the target, so the plan's first is costed)&lt;/i&gt;</source>
        <translation> &lt;i&gt;(a configuração selecionada não atende à meta, então a primeira do plano é custeada)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Lowest net present value that keeps the SLA: &lt;b&gt;%1&lt;/b&gt;, %2 (%3 over %4 months, %5 per %6); spot costs less but can be reclaimed</source>
        <translation>Menor VPL que mantém o SLA: &lt;b&gt;%1&lt;/b&gt;, %2 (%3 em %4 meses, %5 por %6); spot custa menos, mas pode ser retomado</translation>
    </message>
    <message>
        <source>Lowest net present value: &lt;b&gt;%1&lt;/b&gt;, %2 (%3 over %4 months, %5 per %6)</source>
        <translation>Menor VPL: &lt;b&gt;%1&lt;/b&gt;, %2 (%3 em %4 meses, %5 por %6)</translation>
    </message>
    <message>
        <source>No option can be priced for this configuration (see the reasons below).</source>
        <translation>Nenhuma opção pode ser precificada para esta configuração (veja os motivos abaixo).</translation>
    </message>
    <message>
        <source>On-demand %1: %2 per M tokens; the candidates table's %3 is the planned fleet (sized for the peak) around the clock at the mean load%4.</source>
        <translation>Sob demanda %1: %2 por M tokens; o %3 da tabela de candidatos é a frota planejada (dimensionada para o pico) 24 horas na carga média%4.</translation>
    </message>
    <message>
        <source>autoscaled</source>
        <translation>com escalonamento</translation>
    </message>
    <message>
        <source>without autoscaling</source>
        <translation>sem escalonamento</translation>
    </message>
    <message>
        <source>: autoscaling follows the demand hour by hour, a different strategy that can cost less</source>
        <translation>: o escalonamento automático segue a demanda hora a hora, outra estratégia que pode custar menos</translation>
    </message>
    <message>
        <source>, the same in month 1 without growth</source>
        <translation>, o mesmo no mês 1 sem crescimento</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>Hint: the best-ranked configuration whose GPU has a catalog purchase price is rank %1 (%2): &lt;a href="rank:%1"&gt;cost rank %1&lt;/a&gt;, or set “Server price” in the inputs.</source>
        <translation>Dica: a configuração mais bem classificada cuja GPU tem preço de compra no catálogo está na posição %1 (%2): &lt;a href="rank:%1"&gt;custear a posição %1&lt;/a&gt;, ou defina “Preço do servidor” nas entradas.</translation>
    </message>
    <message>
        <source>Hint: no feasible configuration's GPU has a catalog purchase price; set “Server price” in the inputs to cost on-prem.</source>
        <translation>Dica: nenhuma GPU das configurações viáveis tem preço de compra no catálogo; defina “Preço do servidor” nas entradas para custear on-premises.</translation>
    </message>
    <message>
        <source>%1/GPU-hour on demand</source>
        <translation>%1/GPU-hora sob demanda</translation>
    </message>
    <message>
        <source>no on-demand price</source>
        <translation>sem preço sob demanda</translation>
    </message>
    <message>
        <source>The inputs shown are the decode pool's; an input you set applies to both pools.</source>
        <translation>As entradas mostradas são as do pool de decodificação; uma entrada que você define vale para os dois pools.</translation>
    </message>
    <message>
        <source>Disaggregated split (%1): lowest net present value %2 with %3, %4 per %5 — &lt;a href="split"&gt;cost the split&lt;/a&gt;</source>
        <translation>Divisão desagregada (%1): menor VPL %2 com %3, %4 por %5 — &lt;a href="split"&gt;custear a divisão&lt;/a&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Costed:&lt;/b&gt; %1 — the planner's disaggregated split (&lt;a href="rank:1"&gt;cost plan rank 1&lt;/a&gt;)&lt;br&gt;%2</source>
        <translation>&lt;b&gt;Custeado:&lt;/b&gt; %1 — a divisão desagregada do planejador (&lt;a href="rank:1"&gt;custear o 1º lugar do plano&lt;/a&gt;)&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>Prefill pool</source>
        <translation>Pool de preenchimento</translation>
    </message>
    <message>
        <source>Decode pool</source>
        <translation>Pool de decodificação</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n worker(s) at the plan (%2), %3; its GPU's prices, servers and power are its own</source>
        <translation>
            <numerusform>%1: %n worker no plano (%2), %3; preços, servidores e potência da sua própria GPU</numerusform>
            <numerusform>%1: %n workers no plano (%2), %3; preços, servidores e potência da sua própria GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>No TCO of an aggregated layout: %1. A disaggregated split meets the SLA: &lt;a href="split"&gt;cost the split&lt;/a&gt;.</source>
        <translation>Sem TCO de um layout agregado: %1. Uma divisão desagregada atende ao SLA: &lt;a href="split"&gt;custear a divisão&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>Disaggregated split: no TCO: %1</source>
        <translation>Divisão desagregada: sem TCO: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Costed:&lt;/b&gt; %1 — the planner's disaggregated split (no aggregated layout meets the SLA)&lt;br&gt;%2</source>
        <translation>&lt;b&gt;Custeado:&lt;/b&gt; %1 — a divisão desagregada do planejador (nenhum layout agregado atende ao SLA)&lt;br&gt;%2</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TelemetryPanel</name>
    <message>
        <source>Import telemetry…</source>
        <translation>Importar telemetria…</translation>
    </message>
    <message>
        <source>Read GPU telemetry: nvidia-smi --query-gpu CSV, nvidia-smi dmon, or dcgm-exporter /metrics scrapes; several files (hosts, rotated logs) are merged</source>
        <translation>Ler telemetria de GPU: CSV do nvidia-smi --query-gpu, nvidia-smi dmon ou coletas /metrics do dcgm-exporter; vários arquivos (hosts, logs rotacionados) são mesclados</translation>
    </message>
    <message>
        <source>The files hold several GPU products: pick the deployment to size</source>
        <translation>Os arquivos contêm vários produtos de GPU: escolha a implantação a dimensionar</translation>
    </message>
    <message>
        <source>What was read: formats, GPUs, hosts and the period covered (UTC)</source>
        <translation>O que foi lido: formatos, GPUs, hosts e o período coberto (UTC)</translation>
    </message>
    <message>
        <source>Files that could not be read; nothing of them is shown</source>
        <translation>Arquivos que não puderam ser lidos; nada deles é mostrado</translation>
    </message>
    <message>
        <source>Malformed lines, skipped: nothing is guessed from them</source>
        <translation>Linhas malformadas, ignoradas: nada é suposto a partir delas</translation>
    </message>
    <message>
        <source>The right-sizing verdict on the measured period</source>
        <translation>O veredito de dimensionamento no período medido</translation>
    </message>
    <message>
        <source>The measured facts behind the verdict, and what telemetry of the GPU's own counters cannot tell</source>
        <translation>Os fatos medidos por trás do veredito, e o que a telemetria dos contadores da GPU não consegue dizer</translation>
    </message>
    <message>
        <source>Statistics over every sample of every GPU of the deployment</source>
        <translation>Estatísticas de cada amostra de cada GPU da implantação</translation>
    </message>
    <message>
        <source>Catalog configurations that carry the measured load with headroom, cheapest first</source>
        <translation>Configurações do catálogo que suportam a carga medida com margem, a mais barata primeiro</translation>
    </message>
    <message>
        <source>&lt;b&gt;Configurations that carry the measured load&lt;/b&gt;</source>
        <translation>&lt;b&gt;Configurações que suportam a carga medida&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Import GPU telemetry</source>
        <translation>Importar telemetria de GPU</translation>
    </message>
    <message>
        <source>Telemetry (*.csv *.txt *.log *.prom *.metrics);;All files (*)</source>
        <translation>Telemetria (*.csv *.txt *.log *.prom *.metrics);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Skipped lines: %1</source>
        <translation>Linhas ignoradas: %1</translation>
    </message>
    <message>
        <source>… and %1 more (click to list them all)</source>
        <translation>… e mais %1 (clique para listar todas)</translation>
    </message>
    <message>
        <source>Every line was read</source>
        <translation>Todas as linhas foram lidas</translation>
    </message>
    <message>
        <source>No telemetry loaded.</source>
        <translation>Nenhuma telemetria carregada.</translation>
    </message>
    <message>
        <source>Import nvidia-smi or DCGM telemetry of a running deployment to see whether it is over- or under-provisioned.</source>
        <translation>Importe telemetria nvidia-smi ou DCGM de uma implantação em execução para ver se ela está super ou subdimensionada.</translation>
    </message>
    <message>
        <source>, %1 to %2 UTC, a sample every %3</source>
        <translation>, de %1 a %2 UTC, uma amostra a cada %3</translation>
    </message>
    <message>
        <source>%1 × %2 on %3%4 (%5)</source>
        <translation>%1 × %2 em %3%4 (%5)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Evidence&lt;/b&gt;</source>
        <translation>&lt;b&gt;Evidências&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Caveats&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ressalvas&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>%n host</numerusform>
            <numerusform>%n hosts</numerusform>
        </translation>
    </message>
    <message>
        <source>From Prometheus…</source>
        <translation>Do Prometheus…</translation>
    </message>
    <message>
        <source>Read the dcgm-exporter metrics of a time range from the Prometheus server that scrapes them</source>
        <translation>Ler as métricas dcgm-exporter de um intervalo de tempo do servidor Prometheus que as coleta</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Lendo %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Import from Prometheus cancelled; nothing was read.</source>
        <translation>Importação do Prometheus cancelada; nada foi lido.</translation>
    </message>
    <message>
        <source>Keep the Prometheus query</source>
        <translation>Manter a consulta do Prometheus</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Atualizar</translation>
    </message>
    <message>
        <source>Read the Prometheus query the project keeps again (a query without an end reads the range up to now)</source>
        <translation>Ler de novo a consulta do Prometheus guardada no projeto (uma consulta sem fim lê o intervalo até agora)</translation>
    </message>
    <message>
        <source>The project keeps no Prometheus query: import one with “From Prometheus…” first.</source>
        <translation>O projeto não guarda nenhuma consulta do Prometheus: importe uma primeiro com “Do Prometheus…”.</translation>
    </message>
    <message>
        <source>The project's Prometheus query cannot be read: %1</source>
        <translation>Não é possível ler a consulta do Prometheus do projeto: %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TelemetryStatsModel</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 of observed time (%2 idle periods)</source>
        <translation>%1 do tempo observado (%2 períodos ociosos)</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Medido</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TelemetryTraceChart</name>
    <message>
        <source>GPU utilization over time</source>
        <translation>Utilização da GPU ao longo do tempo</translation>
    </message>
    <message>
        <source>Memory used over time</source>
        <translation>Memória usada ao longo do tempo</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>Hora (UTC)</translation>
    </message>
    <message>
        <source>Utilization (%)</source>
        <translation>Utilização (%)</translation>
    </message>
    <message>
        <source>Memory used (GiB)</source>
        <translation>Memória usada (GiB)</translation>
    </message>
    <message>
        <source>Share of time a kernel ran on each GPU, per sample; a break in a line is a gap in the data</source>
        <translation>Fração do tempo em que um kernel rodou em cada GPU, por amostra; uma quebra na linha é uma lacuna nos dados</translation>
    </message>
    <message>
        <source>Frame buffer in use on each GPU, per sample; the axis ends at the memory the driver reports; a break in a line is a gap in the data</source>
        <translation>Frame buffer em uso em cada GPU, por amostra; o eixo termina na memória que o driver informa; uma quebra na linha é uma lacuna nos dados</translation>
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
        <translation>entrada +20 %</translation>
    </message>
    <message>
        <source>base total</source>
        <translation>total base</translation>
    </message>
    <message>
        <source>total over the horizon (USD)</source>
        <translation>total no horizonte (USD)</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>Sensibilidade</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>base %1</translation>
    </message>
    <message>
        <source>; %1 not shown</source>
        <translation>; %1 não exibidos</translation>
    </message>
    <message>
        <source>Sensitivity of the %1 total</source>
        <translation>Sensibilidade do total de %1</translation>
    </message>
    <message>
        <source>input −20 %</source>
        <translation>entrada −20 %</translation>
    </message>
    <message>
        <source>&lt;p&gt;The %1 total over the horizon with one input at 80 % and at 120 % of its value, the others as they are; the vertical line is the total at the inputs as they are (%2).&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;Input&lt;/th&gt;&lt;th&gt;Value&lt;/th&gt;&lt;th&gt;−20 %&lt;/th&gt;&lt;th&gt;+20 %&lt;/th&gt;&lt;th&gt;Swing&lt;/th&gt;&lt;/tr&gt;%3&lt;/table&gt;</source>
        <translation>&lt;p&gt;O total de %1 no horizonte com uma entrada a 80 % e a 120 % do seu valor, as demais como estão; a linha vertical é o total com as entradas como estão (%2).&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;Entrada&lt;/th&gt;&lt;th&gt;Valor&lt;/th&gt;&lt;th&gt;−20 %&lt;/th&gt;&lt;th&gt;+20 %&lt;/th&gt;&lt;th&gt;Variação&lt;/th&gt;&lt;/tr&gt;%3&lt;/table&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n smaller swing(s)</source>
        <translation>
            <numerusform>%n variação menor</numerusform>
            <numerusform>%n variações menores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rightsizer::views::TpotThroughputChart</name>
    <message>
        <source>Running batch (concurrent sequences, log₂)</source>
        <translation>Lote em execução (sequências simultâneas, log₂)</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>Tokens de saída/s por GPU</translation>
    </message>
    <message>
        <source>SLA TPOT</source>
        <translation>TPOT do SLA</translation>
    </message>
    <message>
        <source>Largest batch that fits</source>
        <translation>Maior lote que cabe</translation>
    </message>
    <message>
        <source>Selected batch</source>
        <translation>Lote selecionado</translation>
    </message>
    <message>
        <source>TPOT %1</source>
        <translation>TPOT %1</translation>
    </message>
    <message>
        <source>tok/s/GPU %1</source>
        <translation>tok/s/GPU %1</translation>
    </message>
    <message>
        <source> (rejected: not native)</source>
        <translation> (rejeitado: não nativo)</translation>
    </message>
    <message>
        <source>TPOT %1 (ms, log₂)</source>
        <translation>TPOT %1 (ms, log₂)</translation>
    </message>
    <message>
        <source>TPOT &amp; throughput — %1 TP%2 PP%3, %4-token prompt</source>
        <translation>TPOT e vazão — %1 TP%2 PP%3, prompt de %4 tokens</translation>
    </message>
    <message>
        <source>Does not fit at any batch (%1) — </source>
        <translation>Não cabe em nenhum lote (%1) — </translation>
    </message>
    <message>
        <source>SLA %1 TPOT %2 ms</source>
        <translation>SLA %1 TPOT %2 ms</translation>
    </message>
    <message>
        <source>fits ≤ %1</source>
        <translation>cabe ≤ %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::WhatIfView</name>
    <message>
        <source>No evaluation yet.</source>
        <translation>Ainda não há avaliação.</translation>
    </message>
    <message>
        <source>Weight precision the charts show (the grid's precisions)</source>
        <translation>Precisão dos pesos exibida nos gráficos (precisões da grade)</translation>
    </message>
    <message>
        <source>Running batch per replica: concurrent sequences decoded together (the grid's batch axis)</source>
        <translation>Lote em execução por réplica: sequências decodificadas juntas (eixo de lote da grade)</translation>
    </message>
    <message>
        <source>Prompt length in tokens (the grid's context axis)</source>
        <translation>Comprimento do prompt em tokens (eixo de contexto da grade)</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <source>No what-if charts: %1</source>
        <translation>Sem gráficos what-if: %1</translation>
    </message>
    <message>
        <source>No what-if charts: the evaluation has no grid.</source>
        <translation>Sem gráficos what-if: a avaliação não tem grade.</translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>lote %1</translation>
    </message>
    <message>
        <source>context %1 tokens</source>
        <translation>contexto de %1 tokens</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::FormSection</name>
    <message>
        <source>Set %1</source>
        <translation>Definir %1</translation>
    </message>
    <message>
        <source>Scenario field: %1</source>
        <translation>Campo do cenário: %1</translation>
    </message>
    <message>
        <source>must be %1 (%2) or between %3 and %4</source>
        <translation>deve ser %1 (%2) ou estar entre %3 e %4</translation>
    </message>
    <message>
        <source>must be between %1 (%2) and %3</source>
        <translation>deve estar entre %1 (%2) e %3</translation>
    </message>
    <message>
        <source>must be between %1 and %2</source>
        <translation>deve estar entre %1 e %2</translation>
    </message>
    <message>
        <source>%1 %2; an empty box was not applied</source>
        <translation>%1 %2; um campo vazio não foi aplicado</translation>
    </message>
    <message>
        <source>%1 %2; %3 was not applied</source>
        <translation>%1 %2; %3 não foi aplicado</translation>
    </message>
    <message>
        <source>%1 to %2, or %3 (%4)</source>
        <translation>%1 a %2, ou %3 (%4)</translation>
    </message>
    <message>
        <source>%1 (%2) to %3</source>
        <translation>%1 (%2) a %3</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>Accepted: %1.</source>
        <translation>Aceito: %1.</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::GpuPicker</name>
    <message>
        <source>Candidate GPUs</source>
        <translation>GPUs candidatas</translation>
    </message>
    <message>
        <source>All catalog GPUs</source>
        <translation>Todas as GPUs do catálogo</translation>
    </message>
    <message>
        <source>Every GPU of the catalog is a candidate (the scenario lists none). Uncheck to choose GPUs in the list.
Scenario field: gpus</source>
        <translation>Toda GPU do catálogo é candidata (o cenário não lista nenhuma). Desmarque para escolher GPUs na lista.
Campo do cenário: gpus</translation>
    </message>
    <message>
        <source>Checked GPUs are the planner's candidates; at least one.
Scenario field: gpus</source>
        <translation>As GPUs marcadas são as candidatas do planejador; pelo menos uma.
Campo do cenário: gpus</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todas</translation>
    </message>
    <message>
        <source>Check every GPU the filters show</source>
        <translation>Marcar todas as GPUs que os filtros mostram</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nenhuma</translation>
    </message>
    <message>
        <source>Uncheck every GPU the filters show; with none left, check the ones you want (the scenario keeps its GPUs until you do)</source>
        <translation>Desmarcar todas as GPUs que os filtros mostram; sem nenhuma marcada, marque as que quiser (o cenário mantém suas GPUs até lá)</translation>
    </message>
    <message>
        <source>Hides rows only: the scenario's GPUs stay as they are.</source>
        <translation>Apenas oculta linhas: as GPUs do cenário ficam como estão.</translation>
    </message>
    <message>
        <source>Show the GPUs of one vendor. </source>
        <translation>Mostrar as GPUs de um fabricante. </translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>Todos os fabricantes</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>any</source>
        <translation>qualquer</translation>
    </message>
    <message>
        <source>Show the GPUs whose runtime memory is at least this. </source>
        <translation>Mostrar as GPUs cuja memória disponível seja pelo menos esta. </translation>
    </message>
    <message>
        <source>Show the GPUs of one form factor (SXM, PCIe, OAM, …). </source>
        <translation>Mostrar as GPUs de um formato (SXM, PCIe, OAM, …). </translation>
    </message>
    <message>
        <source>All form factors</source>
        <translation>Todos os formatos</translation>
    </message>
    <message>
        <source>Filter by name, e.g. h100</source>
        <translation>Filtrar por nome, p. ex. h100</translation>
    </message>
    <message>
        <source>Show the GPUs whose name or id contains all these words. </source>
        <translation>Mostrar as GPUs cujo nome ou id contenha todas estas palavras. </translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Pesquisa</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricante</translation>
    </message>
    <message>
        <source>Min. memory</source>
        <translation>Memória mín.</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (id %2)
%3, %4; %5 usable by the runtime</source>
        <translation>%1 (id %2)
%3, %4; %5 utilizáveis pelo runtime</translation>
    </message>
    <message>
        <source>%1: left out of the plan unless GeForce cards are included below</source>
        <translation>%1: fica fora do plano, a menos que as placas GeForce sejam incluídas abaixo</translation>
    </message>
    <message>
        <source>All %1 catalog GPUs are candidates</source>
        <translation>Todas as %1 GPUs do catálogo são candidatas</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs chosen</source>
        <translation>%1 de %2 GPUs escolhidas</translation>
    </message>
    <message>
        <source>No GPU checked: check the ones to plan for (until then the scenario keeps its %1)</source>
        <translation>Nenhuma GPU marcada: marque as que deseja planejar (até lá o cenário mantém suas %1)</translation>
    </message>
    <message>
        <source>%1 catalog GPUs</source>
        <translation>%1 GPUs do catálogo</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <source>%1; %2 shown</source>
        <translation>%1; %2 exibidas</translation>
    </message>
    <message>
        <source>Consider all catalog GPUs</source>
        <translation>Considerar todas as GPUs do catálogo</translation>
    </message>
    <message>
        <source>Choose candidate GPUs</source>
        <translation>Escolher GPUs candidatas</translation>
    </message>
    <message>
        <source>gpus: keep at least one GPU checked, or check “All catalog GPUs”</source>
        <translation>gpus: mantenha pelo menos uma GPU marcada, ou marque “Todas as GPUs do catálogo”</translation>
    </message>
    <message>
        <source>Add GPU %1</source>
        <translation>Adicionar GPU %1</translation>
    </message>
    <message>
        <source>Remove GPU %1</source>
        <translation>Remover GPU %1</translation>
    </message>
    <message>
        <source>1 shown GPU</source>
        <translation>1 GPU exibida</translation>
    </message>
    <message>
        <source>%1 shown GPUs</source>
        <translation>%1 GPUs exibidas</translation>
    </message>
    <message>
        <source>Check %1</source>
        <translation>Marcar %1</translation>
    </message>
    <message>
        <source>Uncheck %1</source>
        <translation>Desmarcar %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::ModelPicker</name>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Search models…</source>
        <translation>Pesquisar modelos…</translation>
    </message>
    <message>
        <source>Shows the catalog models whose name or id contains the text.</source>
        <translation>Mostra os modelos do catálogo cujo nome ou id contém o texto.</translation>
    </message>
    <message>
        <source>Catalog models with their parameter count. Click a model (or press Enter on it) to make it the scenario's model.
Scenario field: model</source>
        <translation>Modelos do catálogo com o número de parâmetros. Clique em um modelo (ou pressione Enter) para torná-lo o modelo do cenário.
Campo do cenário: model</translation>
    </message>
    <message>
        <source>Import HF config…</source>
        <translation>Importar config HF…</translation>
    </message>
    <message>
        <source>Use the architecture of a Hugging Face config.json (llama, mistral, mixtral, qwen2, qwen3, gemma2, deepseek) as the scenario's model.</source>
        <translation>Usar a arquitetura de um config.json do Hugging Face (llama, mistral, mixtral, qwen2, qwen3, gemma2, deepseek) como modelo do cenário.</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 parâmetros</translation>
    </message>
    <message>
        <source>%1 total, %2 active</source>
        <translation>%1 no total, %2 ativos</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (%2 model, id %3)</source>
        <translation>%1 (modelo %2, id %3)</translation>
    </message>
    <message>
        <source>Context: %1 tokens</source>
        <translation>Contexto: %1 tokens</translation>
    </message>
    <message>
        <source>Choose model %1</source>
        <translation>Escolher o modelo %1</translation>
    </message>
    <message>
        <source>Import Hugging Face config</source>
        <translation>Importar config do Hugging Face</translation>
    </message>
    <message>
        <source>Hugging Face config (*.json);;All files (*)</source>
        <translation>Config do Hugging Face (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1: não é possível ler o arquivo (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Import model %1</source>
        <translation>Importar o modelo %1</translation>
    </message>
    <message>
        <source>%1 · imported architecture</source>
        <translation>%1 · arquitetura importada</translation>
    </message>
    <message>
        <source>The scenario's model (id %1)</source>
        <translation>O modelo do cenário (id %1)</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::PrecisionPicker</name>
    <message>
        <source>Precisions allowed</source>
        <translation>Precisões permitidas</translation>
    </message>
    <message>
        <source>Accepted: at least one precision; training modes take fp32, bf16, fp16 or fp8.
Scenario field: precisions</source>
        <translation>Aceito: pelo menos uma precisão; os modos de treinamento aceitam fp32, bf16, fp16 ou fp8.
Campo do cenário: precisions</translation>
    </message>
    <message>
        <source>%1 weights: %2 bits per weight</source>
        <translation>Pesos %1: %2 bits por peso</translation>
    </message>
    <message>
        <source>, dequantized to 16-bit for the matrix multiplications</source>
        <translation>, desquantizados para 16 bits nas multiplicações de matrizes</translation>
    </message>
    <message>
        <source>Number formats the planner may choose for the weights.
</source>
        <translation>Formatos numéricos que o planejador pode escolher para os pesos.
</translation>
    </message>
    <message>
        <source>Allow %1</source>
        <translation>Permitir %1</translation>
    </message>
    <message>
        <source>Exclude %1</source>
        <translation>Excluir %1</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::ScenarioIdentity</name>
    <message>
        <source>Scenario</source>
        <translation>Cenário</translation>
    </message>
    <message>
        <source>The project's scenarios: pick the one to edit and evaluate. Each keeps its unsaved changes (Ctrl+PgUp / Ctrl+PgDown)</source>
        <translation>Os cenários do projeto: escolha o que editar e avaliar. Cada um mantém suas alterações não salvas (Ctrl+PgUp / Ctrl+PgDown)</translation>
    </message>
    <message>
        <source>e.g. Llama 3.1 8B chatbot</source>
        <translation>p. ex. chatbot Llama 3.1 8B</translation>
    </message>
    <message>
        <source>The scenario's name: in the title bar, the comparison's headers, the report and the project file. One line, unique in the project. Applies on Enter</source>
        <translation>O nome do cenário: na barra de título, nos cabeçalhos da comparação, no relatório e no arquivo do projeto. Uma linha, único no projeto. Aplica-se com Enter</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>What this case is for (optional)</source>
        <translation>Para que serve este caso (opcional)</translation>
    </message>
    <message>
        <source>What the scenario is for, in your words: printed under its heading in the report, before the requirements the report derives from the inputs. Applies when the field loses focus or on Ctrl+Enter</source>
        <translation>Para que serve o cenário, com suas palavras: impresso sob seu título no relatório, antes dos requisitos que o relatório deriva das entradas. Aplica-se quando o campo perde o foco ou com Ctrl+Enter</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Descrição:</translation>
    </message>
    <message>
        <source>Rename to “%1”</source>
        <translation>Renomear para “%1”</translation>
    </message>
    <message>
        <source>Edit description</source>
        <translation>Editar descrição</translation>
    </message>
</context>
<context>
    <name>rightsizer::views::editor::TechniquesSection</name>
    <message>
        <source>Serving techniques</source>
        <translation>Técnicas de serviço</translation>
    </message>
    <message>
        <source>Speculative decoding: a draft proposes a few tokens each step and the model checks them in one pass, so a step emits more than one token. It pays while a step is memory-bound (small batches); the estimate says whether it does at the concurrency it runs. The draft is a smaller catalog model with the same tokenizer, or the model's own multi-token prediction or EAGLE head (one extra decoder layer).</source>
        <translation>Decodificação especulativa: um rascunho propõe alguns tokens a cada passo e o modelo os verifica em uma passada, de modo que um passo emite mais de um token. Compensa enquanto um passo é limitado pela memória (lotes pequenos); a estimativa diz se compensa na concorrência usada. O rascunho é um modelo menor do catálogo com o mesmo tokenizador, ou a própria cabeça de predição multi-token ou EAGLE do modelo (uma camada de decodificador extra).</translation>
    </message>
    <message>
        <source>Speculative decoding</source>
        <translation>Decodificação especulativa</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desligado</translation>
    </message>
    <message>
        <source>Set speculative decoding</source>
        <translation>Definir decodificação especulativa</translation>
    </message>
    <message>
        <source>MTP/EAGLE head</source>
        <translation>cabeça MTP/EAGLE</translation>
    </message>
</context>
<context>
    <name>rightsizer::workspace::ScenarioDocument</name>
    <message>
        <source>Import %1</source>
        <translation>Importar %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sem título</translation>
    </message>
    <message>
        <source>no scenario %1 in the project (it holds %2)</source>
        <translation>nenhum cenário %1 no projeto (ele tem %2)</translation>
    </message>
    <message>
        <source>Scenario name: must not be empty</source>
        <translation>Nome do cenário: não pode ficar vazio</translation>
    </message>
    <message>
        <source>Scenario name: must be one line</source>
        <translation>Nome do cenário: deve ter uma linha</translation>
    </message>
    <message>
        <source>Scenario name: “%1” starts or ends with a space; remove it</source>
        <translation>Nome do cenário: “%1” começa ou termina com espaço; remova-o</translation>
    </message>
    <message>
        <source>Scenario name: “%1” is already the name of scenario %2 of this project; each scenario needs its own name</source>
        <translation>Nome do cenário: “%1” já é o nome do cenário %2 deste projeto; cada cenário precisa de um nome próprio</translation>
    </message>
    <message>
        <source>Rename to “%1”</source>
        <translation>Renomear para “%1”</translation>
    </message>
    <message>
        <source>Edit description</source>
        <translation>Editar descrição</translation>
    </message>
    <message>
        <source>Add scenario “%1”</source>
        <translation>Adicionar cenário “%1”</translation>
    </message>
    <message>
        <source>Duplicate “%1” as “%2”</source>
        <translation>Duplicar “%1” como “%2”</translation>
    </message>
    <message>
        <source>“%1” is the only scenario of the project, and a project keeps at least one: add another before deleting this one</source>
        <translation>“%1” é o único cenário do projeto, e um projeto mantém pelo menos um: adicione outro antes de excluir este</translation>
    </message>
    <message>
        <source>Delete scenario “%1”</source>
        <translation>Excluir cenário “%1”</translation>
    </message>
    <message>
        <source>recovered unsaved changes</source>
        <translation>alterações não salvas recuperadas</translation>
    </message>
</context>
</TS>
